// Says when the bouts FightRank holds are not the whole career: with a stated professional record, the
// two side by side (its source says when it was stated: "after UFC 302"); otherwise that bouts before our
// sources begin may be missing.
import type { FighterInfo } from './fighters-schemas';

/** Our sources start with the UFC's first card; smaller promotions are covered from about 2001 on. */
const SMALLER_PROMOTIONS_FROM = 2001;

export function recordNote(fighter: Pick<FighterInfo, 'boutsHeld' | 'proRecord' | 'firstFightDate' | 'recordComplete'>): string | null {
  const { proRecord, boutsHeld } = fighter;
  const held = `FightRank holds ${boutsHeld} of this fighter’s bouts`;
  if (proRecord) {
    // Whole is the importer's judgement: the bouts held up to the stated date add up to the stated record.
    if (fighter.recordComplete) return null;
    const nc = proRecord.noContests ? ` (${proRecord.noContests} NC)` : '';
    const stated = `${proRecord.wins}-${proRecord.losses}-${proRecord.draws}`;
    const now = proRecord.current ? `${proRecord.current.wins}-${proRecord.current.losses}-${proRecord.current.draws}` : stated;
    // With the bouts held since it was stated, as the lists and the record card show it (session 40).
    const full = now === stated ? `${stated}${nc}` : `${now}${nc}: ${stated} as stated, and the bouts held since`;
    // The source in a sentence of its own: a source's name often carries brackets of its own ("… (UFC.com athlete profile)").
    return `${held}; the full professional record is ${full}.${proRecord.source ? ` Source: ${proRecord.source}.` : ''}`;
  }
  if (boutsHeld === 0) return null;
  // The year the lists' "since" mark names: a note giving another (it said "before 2001" under "since 2000") read as a
  // contradiction. Gaps can be inside a career too (a promotion a source does not cover, such as Invicta before 2013).
  const first = fighter.firstFightDate ? Number(fighter.firstFightDate.slice(0, 4)) : null;
  const before = first ? `bouts before ${first}, the first we hold, may be missing` : 'bouts may be missing';
  const smaller = first && first < SMALLER_PROMOTIONS_FROM ? ` (most smaller ones before ${SMALLER_PROMOTIONS_FROM})` : '';
  return `${held}; ${before}, and so may bouts in promotions our sources do not cover${smaller}.`;
}

/**
 * The mark of a record not known to be whole beside a list row's wins and losses (issue 23): short text to show ("since
 * 2016"), and the sentence a screen reader reads. Null when the record is whole, or the row does not say. No source
 * states these fighters' records, so the sentence says the career may be longer, not that it is: BJ Penn's 32 bouts
 * since his 2001 debut are all held, and "not the whole career" was wrong for him (fan QA, session 41).
 */
export function partialRecordMark(row: { recordComplete?: boolean; recordSince?: number | null }): { shown: string; spoken: string } | null {
  if (row.recordComplete !== false) return null;
  const since = row.recordSince ? `since ${row.recordSince}` : 'partial';
  return {
    shown: since,
    spoken: `Partial record: only the bouts FightRank holds${row.recordSince ? `, since ${row.recordSince}` : ''}; the career may be longer.`,
  };
}

/**
 * The mark beside a stated professional record in a list row ("pro"), and what a screen reader hears: the record is a
 * source's, and the bouts FightRank holds are fewer. Null without a stated record, or when the bouts held are the whole career.
 */
export function proRecordMark(row: {
  recordComplete?: boolean;
  recordSince?: number | null;
  totalWins: number;
  totalLosses: number;
  proRecord?: { wins: number; losses: number } | null;
}): { wins: number; losses: number; shown: string; spoken: string } | null {
  if (row.recordComplete !== false || !row.proRecord) return null;
  const { wins, losses } = row.proRecord;
  const since = row.recordSince ? ` since ${row.recordSince}` : '';
  return {
    wins,
    losses,
    shown: 'pro',
    spoken: `Professional record, as a source states it; the bouts FightRank holds${since} make ${row.totalWins}-${row.totalLosses}.`,
  };
}
