// The full shared data as a fresh sync today would load it (issue 23 item 7): the real history through 2024-12-14,
// plus synthetic UFC cards through March 2026 that only ufcstats lists, while Bet MMA (every other promotion) stops.
// The other promotions' lists must stay as full as they are on the real data alone.
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadDataset } from '../sources/load-dataset';
import { buildRankings } from './build-rankings';
import type { Rankings, SourceBout } from './ranking-rows';
import { checkConsensus, OTHER_CHAMPION_TOP, type ConsensusFixture } from './consensus-check';
import fixture from './consensus/official-rankings-2024-12-14.json';
import { rankingInputFromDataset } from './rankings-from-dataset';

const DATA = process.env.FIGHTRANK_DATA ?? fileURLToPath(new URL('../../../../../shared/data', import.meta.url));

/** UFC cards every month from January 2025 to March 2026: pairs of UFC fighters active in late 2024 fight again. */
function syntheticUfc(bouts: readonly SourceBout[]): SourceBout[] {
  const recent = [...new Set(bouts.filter((b) => b.organization === 'UFC' && b.date >= '2024-09-01').flatMap((b) => [b.fighterA, b.fighterB]))].sort(
    (a, b) => a - b,
  );
  const extra: SourceBout[] = [];
  for (let month = 0; month < 15; month++) {
    const date = `${2025 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-15`;
    // A different slice of pairs each month: about one in fifteen of them fights on each card.
    for (let i = (2 * month) % 30; i + 1 < recent.length; i += 30) {
      extra.push({
        id: 1_000_000 + extra.length,
        key: `syn:${date}:${i}`,
        date,
        fighterA: recent[i]!,
        fighterB: recent[i + 1]!,
        outcomeA: 'W',
        method: 'DEC',
        weightClass: null,
        organization: 'UFC',
        coveredBy: ['ufcstats'],
      });
    }
  }
  return extra;
}

describe('a load like a fresh sync today (full shared data + synthetic UFC cards through 2026)', () => {
  let real: Rankings;
  let synced: Rankings;
  let names: Map<number, string>;
  let allNames: Map<number, string[]>;
  let fighters: ReturnType<typeof rankingInputFromDataset>['fighters'];

  beforeAll(async () => {
    const dataset = await loadDataset(DATA);
    // The job's input, as `ratings consensus` builds it; Bet MMA's last five cards (2024-12-13/14) stay bookings,
    // since a fresh sync never completes them.
    const input = rankingInputFromDataset(dataset);
    const { bouts, weighIns, bookings, fighterById } = input;
    fighters = input.fighters;
    names = new Map([...fighterById].map(([id, f]) => [id, f.name]));
    allNames = new Map([...fighterById].map(([id, f]) => [id, [f.name, ...(f.aliases ?? [])]]));
    real = buildRankings(fighters, bouts, weighIns, bookings);
    synced = buildRankings(fighters, [...bouts, ...syntheticUfc(bouts)], weighIns, bookings);
  }, 600_000);

  const listIds = (rankings: Rankings, kind: string, filterValue: string) =>
    rankings.entries.filter((e) => e.kind === kind && e.filterValue === filterValue).map((e) => e.fighterId);

  it('rates on through 2026 and keeps the Bellator, PFL, ONE and Rizin lists as full as on the real data alone, less the retirements of 2025-26', () => {
    expect(synced.snapshotDates.at(-1)).toBe('2026-03-15');
    // Retirements announced after the real data's ratings date take effect in the synced load only (curated
    // retirements.csv: three former ONE champions retired in 2025).
    const [realDate, syncedDate] = [real.snapshotDates.at(-1)!, synced.snapshotDates.at(-1)!];
    const retiredSince = new Set(fighters.filter((f) => f.retiredOn && f.retiredOn > realDate && f.retiredOn <= syncedDate).map((f) => f.id));
    let retiredFromLists = 0;
    // A champion in a promotion's list by its belt alone, fighting on a sister's cards (Ryan Bader, in Bellator's list
    // from the PFL's), leaves it with the belt: Bader's was vacated in 2025 (curated title-changes.csv).
    const organizationOf = new Map(real.ratings.map((r) => [r.fighterId, r.organization]));
    const holdsThere = (id: number, org: string) => synced.ratings.find((r) => r.fighterId === id)?.belts?.some((b) => b.organization === org) ?? false;
    let beltsGone = 0;
    for (const org of ['BELLATOR', 'PFL', 'ONE', 'RIZIN']) {
      const before = listIds(real, 'organization', org);
      expect(before.length, org).toBeGreaterThan(20);
      const byBeltAlone = before.filter((id) => organizationOf.get(id) !== org && !holdsThere(id, org));
      beltsGone += byBeltAlone.length;
      const expected = before.filter((id) => !retiredSince.has(id) && !byBeltAlone.includes(id));
      retiredFromLists += before.filter((id) => retiredSince.has(id)).length;
      expect(listIds(synced, 'organization', org).sort(), org).toEqual(expected.sort());
    }
    expect(retiredFromLists).toBeGreaterThan(0);
    expect(beltsGone).toBeGreaterThan(0);
  });

  it("rates the other promotions' fighters as on the real data alone: the UFC's later cards are no layoff, nor years at the top", () => {
    const realById = new Map(real.ratings.map((r) => [r.fighterId, r]));
    const others = synced.ratings.filter((r) => ['BELLATOR', 'PFL', 'ONE', 'RIZIN'].includes(r.organization ?? ''));
    expect(others.length).toBeGreaterThan(1_000);
    for (const r of others) {
      expect(r.ratedAsOf, names.get(r.fighterId)).toBe('2024-12-14');
      expect(r.fanScore, names.get(r.fighterId)).toBeCloseTo(realById.get(r.fighterId)!.fanScore, 6);
      // Nor years at the top for the GOAT score. A few weeks either way can happen: the real load's last two
      // snapshots place fighters with every piece of division evidence, the synced load's are in 2026.
      expect(r.career.eliteYears, names.get(r.fighterId)).toBeLessThanOrEqual(realById.get(r.fighterId)!.career.eliteYears + 0.1);
    }
  });

  it('keeps Contender Series and Road to UFC fighters active: their cards come from the pinned jds snapshot, not the daily ufcstats scrape', () => {
    const activeAt = (rankings: Rankings, org: string) => rankings.ratings.filter((r) => r.isActive && r.organization === org).length;
    for (const org of ['DWCS', 'ROAD_TO_UFC']) {
      expect(activeAt(real, org), org).toBeGreaterThan(20);
      expect(activeAt(synced, org), org).toBe(activeAt(real, org));
    }
  });

  it('keeps their champions active and in their divisions', () => {
    const activeNames = new Set(synced.ratings.filter((r) => r.isActive).map((r) => names.get(r.fighterId)));
    for (const name of ['Patricio Pitbull', 'Vadim Nemkov', 'Anatoly Malykhin', 'Joshua Pacio']) expect(activeNames.has(name), name).toBe(true);
  });

  it("keeps the belts their pages and rows show, held as of the day their promotion's data stops", () => {
    const rating = (name: string) => synced.ratings.find((r) => names.get(r.fighterId) === name)!;
    for (const name of ['Anatoly Malykhin', 'Joshua Pacio']) {
      expect(rating(name).belts.length, name).toBeGreaterThan(0);
      expect(rating(name).ratedAsOf, name).toBe('2024-12-14');
    }
    expect(rating('Joshua Pacio').belts).toMatchObject([{ organization: 'ONE', division: 'Flyweight', title: 'Strawweight', interim: false }]);
  });

  it("keeps the other promotions' champions of 2024-12-14 inside their division's top 15 while the UFC's lists run on", () => {
    const champions = (rankings: Rankings) => checkConsensus({ ...rankings, names: allNames }, fixture as ConsensusFixture).otherChampions;
    const outside = (rankings: Rankings) =>
      champions(rankings)
        .filter((c) => c.rank === null || c.rank > OTHER_CHAMPION_TOP)
        .map((c) => [c.name, c.rank]);
    // Every champion named is a fighter of ours (a rename would otherwise pass as "not outside").
    expect(champions(synced).filter((c) => !c.found)).toEqual([]);
    expect(outside(real)).toEqual([]);
    expect(outside(synced)).toEqual([]);
  });

  it("places the other promotions' champions in their own lists as on the real data alone, by the belt's vouch", () => {
    // Belts that changed hands outside the cage in 2025 (title-changes.csv: Pitbull's, Mix's) count in the synced
    // load only, so the lists are compared on champions who kept theirs.
    const entry = (rankings: Rankings, org: string, name: string) =>
      rankings.entries.find((e) => e.kind === 'organization' && e.filterValue === org && names.get(e.fighterId) === name)!;
    for (const rankings of [real, synced]) {
      // ONE's strawweight champion, seven bouts in our sources, above the fighter he beat for the belt; Bellator's
      // welterweight champion likewise.
      expect(entry(rankings, 'ONE', 'Joshua Pacio').placedBy).toBe('champion');
      expect(entry(rankings, 'ONE', 'Joshua Pacio').currentRank).toBeLessThan(entry(rankings, 'ONE', 'Jarred Brooks').currentRank);
      expect(entry(rankings, 'BELLATOR', 'Ramazan Kuramagomedov').currentRank).toBeLessThan(entry(rankings, 'BELLATOR', 'Jason Jackson').currentRank);
    }
    // Not the same place to the row: a promotion's list shows P4P scores (session 41), and the divisions' levels they
    // take out move with the UFC's new results. The belt still keeps him near the top.
    expect(entry(synced, 'ONE', 'Joshua Pacio').currentRank).toBeLessThanOrEqual(10);
  });

  it("keeps a fighter the UFC released, who fought on at Brave, active on Brave's clock (decision 037, session 14)", () => {
    // Muhammad Mokaev: last UFC bout 2024-07-27, more than 18 months before the synthetic UFC cards end; his Brave CF 91
    // win (2024-12-13) is a curated result since session 45.
    const mokaev = synced.ratings.find((r) => names.get(r.fighterId) === 'Muhammad Mokaev')!;
    expect(mokaev).toMatchObject({ organization: 'BRAVE', isActive: true, lastBoutDate: '2024-12-13' });
  });

  it('lists a fighter under the promotion whose completed card holds his bout without a result (decision 037, session 45)', () => {
    // Oscar Ownsworth: last result at Bellator; on PFL Europe 4 (2024-12-14), whose other results are curated, his
    // bout's result is in no source.
    for (const rankings of [real, synced]) {
      expect(rankings.ratings.find((r) => names.get(r.fighterId) === 'Oscar Ownsworth')!.organization).toBe('PFL');
    }
  });

  it('still retires UFC fighters who did not fight in the synthetic 2025-26 cards', () => {
    const ufcActive = (rankings: Rankings) => rankings.ratings.filter((r) => r.isActive && r.organization === 'UFC').length;
    expect(ufcActive(synced)).toBeLessThan(ufcActive(real));
  });
});
