// Spec §4 "Community rankings pagination": a history of last_rank cursors starting at [0] with a current index.
// Next pushes the last row's rank (allowed only when more rows than the page size came back); Previous steps back
// (allowed when the index is above 0); a page-size or direction change starts again from [0].
import { useCallback, useState } from 'react';

export interface CursorPagination {
  /** The last_rank to request now. */
  cursor: number;
  index: number;
  canGoBack: boolean;
  next: (lastRankOnPage: number) => void;
  previous: () => void;
  reset: () => void;
}

interface State {
  history: number[];
  index: number;
}

const START: State = { history: [0], index: 0 };

export function nextState(state: State, lastRankOnPage: number): State {
  // Drop any pages beyond the current one (after going back), then push the new cursor.
  const history = [...state.history.slice(0, state.index + 1), lastRankOnPage];
  return { history, index: state.index + 1 };
}

export function previousState(state: State): State {
  return state.index > 0 ? { ...state, index: state.index - 1 } : state;
}

export function useCursorPagination(): CursorPagination {
  const [state, setState] = useState<State>(START);
  return {
    cursor: state.history[state.index] ?? 0,
    index: state.index,
    canGoBack: state.index > 0,
    next: useCallback((lastRank: number) => setState((s) => nextState(s, lastRank)), []),
    previous: useCallback(() => setState(previousState), []),
    reset: useCallback(() => setState(START), []),
  };
}
