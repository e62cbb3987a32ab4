// Header search (spec §2 "Search", §4 "Search dropdown", §5, §8). The query is debounced by 600 ms
// and sent only when non-empty; the dropdown opens when that query has finished loading.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { fighterQueries } from '@fightrank/shared/queries';
import { fighterPath } from '@fightrank/shared/routing';
import { Button, formatRating, useDebouncedValue } from '@fightrank/shared/ui';
import type { FighterSearchResult } from '@fightrank/shared/contracts';
import { SearchIcon } from '../components/icons';

export const SEARCH_DEBOUNCE_MS = 600;

export function FighterSearch() {
  const [input, setInput] = useState('');
  const [submitted, setSubmitted] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS).trim();
  const query = submitted ?? debounced;
  const search = useQuery(fighterQueries.search(query));
  const rootRef = useRef<HTMLFormElement>(null);
  const listId = useId();
  const navigate = useNavigate();

  // Open once the debounced query has finished loading (successfully or not).
  useEffect(() => {
    if (query && !search.isFetching && (search.isSuccess || search.isError)) setOpen(true);
  }, [query, search.isFetching, search.isSuccess, search.isError]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onType = (value: string) => {
    setInput(value);
    setSubmitted(null);
    setOpen(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = input.trim();
    if (q) setSubmitted(q);
  };

  const pick = (fighter: FighterSearchResult) => {
    setOpen(false);
    setInput('');
    setSubmitted(null);
    void navigate(fighterPath(fighter.name, fighter.id));
  };

  const loading = search.isFetching;
  return (
    <form ref={rootRef} role="search" onSubmit={onSubmit} className="relative flex w-full max-w-md items-center gap-1">
      <label htmlFor={`${listId}-input`} className="sr-only">
        Search fighters
      </label>
      <input
        id={`${listId}-input`}
        type="search"
        value={input}
        onChange={(e) => onType(e.target.value)}
        onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
        placeholder="Search fighters"
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        className="h-9 w-full min-w-0 rounded-md border border-zinc-300 bg-white px-3 text-sm placeholder:text-zinc-400 focus:border-brand-500 focus:outline-none dark:border-zinc-700 dark:bg-zinc-900"
      />
      <Button type="submit" variant="primary" className="h-9" disabled={loading || input.trim() === ''} aria-label="Search">
        <SearchIcon />
      </Button>
      {open ? (
        <div
          id={listId}
          data-testid="search-dropdown"
          className="absolute left-0 right-0 top-11 z-40 max-h-96 overflow-y-auto rounded-md border border-zinc-200 bg-white shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
        >
          <SearchDropdownContent query={query} state={search} onPick={pick} />
        </div>
      ) : null}
    </form>
  );
}

interface DropdownState {
  isError: boolean;
  isFetching: boolean;
  data: FighterSearchResult[] | undefined;
}

/** Exactly one of: error, loading, results, or the empty message (spec §4). */
function SearchDropdownContent({ query, state, onPick }: { query: string; state: DropdownState; onPick: (f: FighterSearchResult) => void }) {
  if (state.isError) return <p role="alert" className="p-3 text-sm text-red-600">Failed to search fighters</p>;
  if (state.isFetching) return <p className="p-3 text-sm text-zinc-500">Searching...</p>;
  if (!state.data?.length) return <p className="p-3 text-sm text-zinc-500">No fighters found matching "{query}"</p>;
  return (
    <ul role="listbox" aria-label="Fighters">
      {state.data.map((fighter) => (
        <li key={fighter.id} role="option" aria-selected={false}>
          <button
            type="button"
            onClick={() => onPick(fighter)}
            className="flex w-full items-center justify-between gap-3 px-3 py-2 text-left text-sm hover:bg-zinc-100 focus:bg-zinc-100 focus:outline-none dark:hover:bg-zinc-800 dark:focus:bg-zinc-800"
          >
            <span className="min-w-0">
              <span className="block truncate font-medium">{fighter.name}</span>
              <span className="block text-xs text-zinc-500">{fighter.org ?? 'Unknown'}</span>
            </span>
            <span className="shrink-0 tabular-nums text-zinc-600 dark:text-zinc-300">{formatRating(fighter.rating, 2)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
