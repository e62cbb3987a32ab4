// Who a curated or operator record names (a retirement, a title change, a name fans use): our fighter key, never a guess.
import type { FighterMatcher } from '../identity/fighter-matcher';
import type { Identities } from '../identity/identity';
import type { FighterRef } from '../source-records';

/** Our fighter key for a record naming a fighter (a retirement, a title change, a name), or null: ids first, then a name the matcher settles alone. */
export function resolveRecordFighter(
  record: { readonly fighter: FighterRef; readonly date?: string },
  identities: Identities,
  matcher: FighterMatcher,
  known: ReadonlySet<string>,
): string | null {
  const ref = record.fighter;
  if (ref.kind === 'id') {
    const key = identities.lookup(ref.system, ref.id) ?? (ref.system === 'ufcstats' ? `ufc:${ref.id}` : null);
    if (key && known.has(key)) return key;
    // An id we do not hold may still be a fighter another source knows under that name.
  }
  return matcher.match(ref.name ?? '', { date: record.date ?? null });
}
