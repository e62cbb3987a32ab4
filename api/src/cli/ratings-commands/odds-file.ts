// The odds file beside the data (evaluation only, never an input of the engine): the market's probabilities for
// `ratings eval`, the official ranks of each week for `ratings consensus`.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { normalizeName } from '../../pipeline/jobs/consensus-lookups';
import type { OfficiallyRankedBout } from '../../pipeline/jobs/official-ranks-check';
import { dayOf, devig, isoOfDay } from '../../ratings/index';
import { readCsv, type Row } from './load-input';

/** The odds file beside the data (evaluation only): `ratings eval` scores the market on it, `consensus` reads its ranks. */
export const oddsFileIn = (dir: string) => join(dir, 'odds', 'ufc-master.csv');

/** The red corner's de-vigged win probability from a row's two moneylines; null when either is missing or zero. */
function marketProbability(r: Row): number | null {
  const [red, blue] = [Number(r['R_odds']), Number(r['B_odds'])];
  return Number.isFinite(red) && Number.isFinite(blue) && red !== 0 && blue !== 0 ? devig(red, blue) : null;
}

/** Market probability per bout from de-vigged moneylines, joined by both names and a date within a day. */
export function marketOdds(file: string): Map<string, number> {
  const out = new Map<string, number>();
  if (!existsSync(file)) return out;
  for (const r of readCsv(file)) {
    const p = marketProbability(r);
    if (!r['date'] || p === null) continue;
    for (const shift of [-1, 0, 1]) {
      const d = isoOfDay(dayOf(r['date']) + shift);
      out.set(`${normalizeName(r['R_fighter']!)}|${normalizeName(r['B_fighter']!)}|${d}`, p);
      out.set(`${normalizeName(r['B_fighter']!)}|${normalizeName(r['R_fighter']!)}|${d}`, 1 - p);
    }
  }
  return out;
}

/** Decisive bouts of the odds file between two officially ranked fighters, with the ranks of that week (evaluation only). */
export function officiallyRankedBouts(file: string): OfficiallyRankedBout[] {
  const out: OfficiallyRankedBout[] = [];
  for (const r of readCsv(file)) {
    const [rankA, rankB] = [r['R_match_weightclass_rank'], r['B_match_weightclass_rank']];
    if (!r['date'] || !rankA || !rankB || (r['Winner'] !== 'Red' && r['Winner'] !== 'Blue')) continue;
    out.push({
      date: r['date'],
      nameA: r['R_fighter'] ?? '',
      nameB: r['B_fighter'] ?? '',
      officialRankA: Number(rankA),
      officialRankB: Number(rankB),
      aWon: r['Winner'] === 'Red',
      marketA: marketProbability(r),
    });
  }
  return out;
}

/** The market probability of a bout under the first pair of the two fighters' names that the odds file uses. */
export function oddsOf(market: ReadonlyMap<string, number>, namesA: readonly string[], namesB: readonly string[], date: string): number | undefined {
  for (const a of namesA) {
    for (const b of namesB) {
      const p = market.get(`${normalizeName(a)}|${normalizeName(b)}|${date}`);
      if (p !== undefined) return p;
    }
  }
  return undefined;
}
