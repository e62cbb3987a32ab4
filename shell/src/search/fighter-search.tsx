// Header search (spec §2 "Search", §4 "Search dropdown", §5, §8). The query is debounced by 600 ms
// and sent only when non-empty; the dropdown opens when that query has finished loading. Keyboard use follows
// the ARIA combobox pattern: arrows move through the results (aria-activedescendant) and open them again after
// Escape, Enter opens the active one (the first when none is), Escape closes the list, and so does focus leaving the box. The scrolling
// popup is the listbox itself, the element the box controls; what the dropdown says (how many found, none, the
// failure) is also put in a polite live region, so a screen reader hears it (QA pass 2, D5).
import { useEffect, useId, useLayoutEffect, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { fighterQueries } from '@fightrank/shared/queries';
import { fighterPath } from '@fightrank/shared/routing';
import { Button, cn, formatRating, formatRecord, useDebouncedValue } from '@fightrank/shared/ui';
import { SEARCH_MAX_LENGTH, type FighterSearchResult } from '@fightrank/shared/contracts';
import { SearchIcon } from '../components/icons';
import { takeEarlySearch } from '../app/first-view-controls';
import { focusMainContent } from '../app/main-content';

export const SEARCH_DEBOUNCE_MS = 600;
const NO_SELECTION = { of: undefined, index: -1 };

export function FighterSearch() {
  const [input, setInput] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  // The active option belongs to the list it was chosen in: a new answer, or the dropdown closing, starts with none.
  // Derived in render rather than reset by an effect, so an arrow key pressed the moment results appear is not undone.
  const [selection, setSelection] = useState<{ of: unknown; index: number }>(NO_SELECTION);
  // The debounce counts from the last key; for text typed before the shell was live, that key came earlier.
  const [debounceMs, setDebounceMs] = useState(SEARCH_DEBOUNCE_MS);
  const debounced = useDebouncedValue(input, debounceMs).trim();
  const query = submitted ?? debounced;
  const search = useQuery(fighterQueries.search(query));
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);
  const navigate = useNavigate();

  // Text typed into the server's first view is kept whole, with its focus and caret: read in the commit that
  // replaces that box (a layout effect, before the next paint), so a key typed while React rendered is not lost.
  useLayoutEffect(() => {
    const early = takeEarlySearch(SEARCH_DEBOUNCE_MS);
    const box = inputRef.current;
    if (!early || !box) return;
    box.value = early.text; // now, so the caret can be put back now; the state below agrees with it
    setInput(early.text);
    setDebounceMs(early.waitMs);
    if (early.submitted && early.text.trim()) setSubmitted(early.text.trim());
    if (early.focused) {
      box.focus();
      box.setSelectionRange(early.selectionStart, early.selectionEnd);
    }
  }, []);

  // Open once the debounced query has finished loading (successfully or not).
  useEffect(() => {
    if (query && !search.isFetching && (search.isSuccess || search.isError)) setOpen(true);
  }, [query, search.isFetching, search.isSuccess, search.isError]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  function close() {
    setOpen(false);
    setSelection(NO_SELECTION);
  }

  const onType = (value: string) => {
    setInput(value);
    setDebounceMs(SEARCH_DEBOUNCE_MS);
    setSubmitted(null);
    close();
  };

  const pick = (fighter: FighterSearchResult) => {
    close();
    setInput('');
    setSubmitted(null);
    void navigate(fighterPath(fighter.name, fighter.id));
    focusMainContent();
  };

  const shown = open && !search.isError && !search.isFetching ? search.data : undefined;
  const results = shown ?? [];
  const active = shown !== undefined && selection.of === shown ? selection.index : -1;
  // The answer to the query in the box is in: closing (Escape, focus leaving) hid it, Enter or an arrow shows it again.
  const answered = Boolean(query) && !search.isFetching && (search.isSuccess || search.isError);
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = input.trim();
    // The active option; with none, the first of a list on screen for the text in the box (what a fan who typed a
    // name and pressed Enter means). A list hidden by Escape is shown again instead.
    const chosen = results[active] ?? (q === query ? results[0] : undefined);
    if (chosen) return pick(chosen);
    if (!q) return;
    setSubmitted(q);
    if (q !== query || !answered) return; // the open effect shows the answer when it comes
    if (search.isError) void search.refetch();
    else setOpen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const arrow = event.key === 'ArrowDown' || event.key === 'ArrowUp';
    if (event.key === 'Escape') {
      if (open) event.preventDefault();
      close();
    } else if (arrow && results.length) {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setSelection({ of: shown, index: (active + step + results.length + (active === -1 && step < 0 ? 1 : 0)) % results.length });
    } else if (arrow && !open && answered && search.data?.length) {
      event.preventDefault();
      setOpen(true);
      setSelection({ of: search.data, index: event.key === 'ArrowDown' ? 0 : search.data.length - 1 });
    }
  };
  // Focus moving on to anything else (the Search button, the next link) closes the list; a window losing focus does not.
  const onBlur = (event: FocusEvent<HTMLInputElement>) => {
    if (event.relatedTarget && !listRef.current?.contains(event.relatedTarget)) close();
  };
  const optionId = (index: number) => `${listId}-option-${index}`;
  const activeId = active >= 0 && results[active] ? optionId(active) : undefined;

  // The active option stays in sight as the arrows move through a list longer than the popup.
  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const loading = search.isFetching;
  return (
    <form ref={rootRef} role="search" onSubmit={onSubmit} className="relative flex w-full max-w-md items-center gap-1">
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search fighters
      </label>
      <input
        ref={inputRef}
        id={`${listId}-input`}
        type="search"
        value={input}
        onChange={(e) => onType(e.target.value)}
        onKeyDown={onKeyDown}
        onBlur={onBlur}
        placeholder="Search fighters"
        // The API searches at most this many characters and refuses more (QA pass 2, D19).
        maxLength={SEARCH_MAX_LENGTH}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        // Expanded while the listbox is shown; a message (none found, the failure) is no list to move through.
        aria-expanded={results.length > 0}
        aria-controls={listId}
        aria-activedescendant={activeId}
        className="h-9 w-full min-w-0 rounded-md border border-zinc-300 bg-white px-3 text-sm placeholder:text-zinc-400 focus:border-brand-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900"
      />
      <Button type="submit" variant="primary" className="h-9" disabled={loading || input.trim() === ''} aria-label="Search">
        <SearchIcon />
      </Button>
      {open ? (
        <div
          data-testid="search-dropdown"
          className="absolute left-0 right-0 top-11 z-40 overflow-hidden rounded-md border border-zinc-200 bg-white shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          <SearchDropdownContent query={query} state={search} onPick={pick} active={active} optionId={optionId} listId={listId} listRef={listRef} />
        </div>
      ) : null}
      <div aria-live="polite" aria-atomic="true" className="sr-only" data-testid="search-status">
        {open ? searchStatus(query, search) : ''}
      </div>
    </form>
  );
}

/** What the dropdown says, in words for the live region: the count, none found, or the failure (spec §8). */
function searchStatus(query: string, state: DropdownState): string {
  if (state.isError) return 'Failed to search fighters';
  if (state.isFetching || !state.data) return '';
  const count = state.data.length;
  if (count === 0) return `No fighters found matching "${query}"`;
  return `${count} ${count === 1 ? 'fighter' : 'fighters'} found`;
}

interface DropdownState {
  isError: boolean;
  isFetching: boolean;
  data: FighterSearchResult[] | undefined;
}

/** Exactly one of: error, loading, results, or the empty message (spec §4). */
interface DropdownProps {
  query: string;
  state: DropdownState;
  onPick: (f: FighterSearchResult) => void;
  active: number;
  optionId: (index: number) => string;
  listId: string;
  listRef: RefObject<HTMLUListElement | null>;
}

function SearchDropdownContent({ query, state, onPick, active, optionId, listId, listRef }: DropdownProps) {
  // The messages are read out by the live region beside the box; here they are only shown.
  if (state.isError) return <p className="p-3 text-sm text-red-600">Failed to search fighters</p>;
  if (state.isFetching) return <p className="p-3 text-sm text-zinc-600 dark:text-zinc-400">Searching...</p>;
  if (!state.data?.length) return <p className="p-3 text-sm text-zinc-600 dark:text-zinc-400">No fighters found matching "{query}"</p>;
  return (
    // The popup the box controls, and the element that scrolls (at most 24rem, spec §2): a listbox, as the combobox
    // pattern has it, whose options are reached from the box, so it needs no tab stop of its own. A press on it (its
    // scrollbar included) keeps the focus in the box.
    <ul ref={listRef} id={listId} role="listbox" aria-label="Fighters" className="max-h-96 overflow-y-auto" onMouseDown={(e) => e.preventDefault()}>
      {state.data.map((fighter, index) => (
        // The combobox pattern: keys stay with the input (aria-activedescendant), so an option takes clicks only.
        // eslint-disable-next-line jsx-a11y/click-events-have-key-events
        <li
          key={fighter.id}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          onClick={() => onPick(fighter)}
          className={cn(
            'flex cursor-pointer items-center justify-between gap-3 px-3 py-2 text-sm hover:bg-zinc-100 dark:hover:bg-zinc-800',
            index === active && 'bg-zinc-100 outline outline-2 -outline-offset-2 outline-brand-500 dark:bg-zinc-800',
          )}
        >
          <span className="min-w-0">
            <span className="block truncate font-medium">{fighter.name}</span>
            <span className="block text-xs text-zinc-500 dark:text-zinc-400">
              {fighter.org ?? 'Unknown'}
              {recordText(fighter)}
            </span>
          </span>
          <span className="shrink-0 tabular-nums text-zinc-600 dark:text-zinc-300">{formatRating(fighter.rating, 2)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * What an option says of the record beside the promotion: the record a source states, as the lists show it ("28-1
 * pro"; fan QA, session 40: Jon Jones read "partial record" here and "28-1 pro" in every list), or that the bouts held
 * are not the whole career. Nothing for a whole record.
 */
function recordText(fighter: FighterSearchResult): string | null {
  if (fighter.recordComplete !== false) return null;
  if (fighter.proRecord) return ` · ${formatRecord(fighter.proRecord.wins, fighter.proRecord.losses, fighter.proRecord.draws)} pro`;
  return ` · partial record${fighter.recordSince ? ` since ${fighter.recordSince}` : ''}`;
}
