// A one-line notice the shell shows above the next page ("Your account was deleted."): for an action whose own page
// goes away with it, so the fan is told it worked wherever he lands. The shell clears it on the navigation after.
import { create } from 'zustand';

interface NoticeState {
  notice: string | null;
  showNotice: (text: string) => void;
  clearNotice: () => void;
}

export const useNoticeStore = create<NoticeState>()((set) => ({
  notice: null,
  showNotice: (text) => set({ notice: text }),
  clearNotice: () => set({ notice: null }),
}));
