// Spec §2 filter bar: the kind's optional filter slot, page size, order and, where the list takes one,
// the movement filter. Inline from the md breakpoint; on small screens a drawer behind 'Filters'.
import { useId, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  isFilteredRankingKind,
  PAGE_SIZES,
  RANKING_DIRECTIONS,
  rankingKindHasMovement,
  type FilteredRankingKind,
  type PageSize,
  type RankingDirection,
  type RankingFilterOption,
  type RankingKind,
  type RankingMovement,
} from '@fightrank/shared/contracts';
import { rankingQueries } from '@fightrank/shared/queries';
import { Button, CountryFlag, flagEmoji, formatCount, supportsFlagEmoji, Drawer, RANK_ORDER_LABELS, type CountryMatch } from '@fightrank/shared/ui';
import { REMOTE_SCOPE_CLASS } from '../../scope';
import type { RankingPaginationState } from '@fightrank/shared/routing';

/** What the filter slot of each filtered kind is called. */
export const FILTER_SLOTS: Record<FilteredRankingKind, { label: string; choose: string }> = {
  'weight-class': { label: 'Weight class', choose: 'Choose a weight class' },
  country: { label: 'Country', choose: 'Choose a country' },
  age: { label: 'Age group', choose: 'Choose an age group' },
  organization: { label: 'Organization', choose: 'Choose an organization' },
};

/** Spec §4 movement options; the '-top' variants keep the top 1000 and say so. */
export const MOVEMENT_OPTIONS: { value: RankingMovement; label: string }[] = [
  { value: 'all', label: 'All fighters' },
  { value: 'gainers', label: 'Gainers' },
  { value: 'gainers-top', label: 'Gainers · Top 1000' },
  { value: 'losers', label: 'Losers' },
  { value: 'losers-top', label: 'Losers · Top 1000' },
];

export interface FilterBarProps {
  kind: RankingKind;
  state: RankingPaginationState;
  onFilter: (value: string | null) => void;
  onPageSize: (pageSize: PageSize) => void;
  onDirection: (direction: RankingDirection) => void;
  onMovement: (movement: RankingMovement) => void;
  /** Opens the drawer from outside (the "choose a …" prompt on small screens). */
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  /** Shown beside the Filters button on small screens, where the bar itself is hidden: the chosen filter. */
  summary?: string | null;
}

export function FilterBar(props: FilterBarProps) {
  return (
    <>
      <div className="hidden flex-wrap items-end gap-4 md:flex" data-testid="filter-bar-inline">
        <FilterControls {...props} />
      </div>
      <div className="flex items-center justify-between gap-3 md:hidden">
        {/* Wrapped, not cut: a long promotion's name hid the movement and order it names (fan QA, session 40). */}
        <p className="min-w-0 break-words text-sm font-medium text-zinc-700 dark:text-zinc-300" data-testid="filter-summary">
          {chosenSummary(props)}
        </p>
        <Button onClick={() => props.onDrawerOpenChange(true)} aria-haspopup="dialog">
          <FilterIcon />
          Filters
        </Button>
      </div>
      <Drawer open={props.drawerOpen} onOpenChange={props.onDrawerOpenChange} title="Filters" side="right">
        {/* The drawer portals out of the page root, so it carries the remote's style scope itself. */}
        <div className={`${REMOTE_SCOPE_CLASS} flex flex-col gap-4`}>
          <FilterControls {...props} />
          <Button variant="primary" onClick={() => props.onDrawerOpenChange(false)}>
            Show rankings
          </Button>
        </div>
      </Drawer>
    </>
  );
}

/**
 * What the hidden bar has chosen, beside the Filters button on small screens: the filter, and the movement and order
 * when they are not the list's default (fan QA, session 40: a list of gainers looked like the list itself).
 */
export function chosenSummary({ kind, state, summary }: Pick<FilterBarProps, 'kind' | 'state' | 'summary'>): string {
  const movement = rankingKindHasMovement(kind) && state.movement !== 'all' ? MOVEMENT_OPTIONS.find((o) => o.value === state.movement)?.label : null;
  const order = state.direction !== 'asc' ? RANK_ORDER_LABELS[state.direction] : null;
  return [summary, movement, order].filter(Boolean).join(' · ');
}

function FilterControls({ kind, state, onFilter, onPageSize, onDirection, onMovement }: FilterBarProps) {
  return (
    <>
      {isFilteredRankingKind(kind) ? <FilterSlot kind={kind} value={state.filter} onChange={onFilter} /> : null}
      <Field label="Page size">
        {(id) => (
          <select id={id} className={SELECT} value={state.pageSize} onChange={(e) => onPageSize(Number(e.target.value) as PageSize)}>
            {PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Order">
        {(id) => (
          <select id={id} className={SELECT} value={state.direction} onChange={(e) => onDirection(e.target.value as RankingDirection)}>
            {RANKING_DIRECTIONS.map((direction) => (
              <option key={direction} value={direction}>
                {RANK_ORDER_LABELS[direction]}
              </option>
            ))}
          </select>
        )}
      </Field>
      {rankingKindHasMovement(kind) ? (
        <Field label="Movement">
          {(id) => (
            <select id={id} className={SELECT} value={state.movement} onChange={(e) => onMovement(e.target.value as RankingMovement)}>
              {MOVEMENT_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Field>
      ) : null}
    </>
  );
}

function FilterSlot({ kind, value, onChange }: { kind: FilteredRankingKind; value: string | null; onChange: (value: string | null) => void }) {
  const options = useQuery(rankingQueries.options(kind));
  const [emoji] = useState(supportsFlagEmoji);
  const slot = FILTER_SLOTS[kind];
  const isCountry = kind === 'country';
  const selected = options.data?.find((o) => o.value === value);
  const placeholder = options.isPending
    ? 'Loading…'
    : options.isError
      ? 'Could not load the choices'
      : options.data.length === 0
        ? 'No choices yet'
        : slot.choose;
  return (
    <Field label={slot.label}>
      {(id) => (
        <div className="flex items-center gap-2">
          {isCountry && selected ? <CountryFlag country={optionCountry(selected)} /> : null}
          <select
            id={id}
            className={`${SELECT} min-w-48 flex-1`}
            value={value ?? ''}
            disabled={!options.data}
            onChange={(e) => onChange(e.target.value || null)}
          >
            <option value="">{placeholder}</option>
            {options.data?.map((option) => {
              const country = isCountry && emoji ? optionCountry(option) : undefined;
              return (
                <option key={option.value} value={option.value}>
                  {country ? `${flagEmoji(country.code)} ` : ''}
                  {option.label} ({formatCount(option.count)})
                </option>
              );
            })}
          </select>
        </div>
      )}
    </Field>
  );
}

/** A country option's flag: the code the API sent with it, like the rows (spec §2). */
function optionCountry(option: RankingFilterOption): CountryMatch | undefined {
  return option.countryCode ? { code: option.countryCode, name: option.label } : undefined;
}

const SELECT =
  'h-9 rounded-md border border-zinc-300 bg-white px-2 text-sm text-zinc-900 focus:border-brand-500 focus:outline-2 focus:outline-brand-500 disabled:opacity-60 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:[color-scheme:dark]';

function Field({ label, children }: { label: string; children: (id: string) => ReactNode }) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-xs font-medium text-zinc-600 dark:text-zinc-400">
        {label}
      </label>
      {children(id)}
    </div>
  );
}

function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-none stroke-current" strokeWidth="1.8" strokeLinecap="round">
      <path d="M3 5h14M6 10h8M8.5 15h3" />
    </svg>
  );
}
