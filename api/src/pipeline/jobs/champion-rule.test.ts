// The champion rule of the division lists (decision 044), on buildRankings alone: the winner of an organization's
// latest title bout in a division moves up past close scores, to second place at best, and loses the lift with the title.
import { describe, expect, it } from 'vitest';
import type { TitleChange } from '../sources/dataset';
import { buildRankings } from './build-rankings';
import type { SourceBout, SourceFighter } from './ranking-rows';
import { decisionWins, type DecisionWin } from '../../../test/support/decision-wins';
import { CHAMPION_FLOOR, CHAMPION_LIFT_TO, CHAMPION_POINTS, P4P_CHAMPION_FLOOR } from './ranking-rules';

/** [date, winner, loser, title bout, organization (UFC)]. Fighters 1-3 are the ones watched; 100+ are one-bout opponents. */
type Fight = DecisionWin;

function rank(fights: Fight[], list: { kind: string; filterValue: string } = { kind: 'weight-class', filterValue: 'Lightweight' }) {
  const { fighters, bouts } = decisionWins(fights);
  const rankings = buildRankings(fighters, bouts);
  const division = rankings.entries.filter((e) => e.kind === list.kind && e.filterValue === list.filterValue);
  const place = (id: number) => division.find((e) => e.fighterId === id)!.currentRank;
  const score = (id: number) => rankings.ratings.find((r) => r.fighterId === id)!.fanScore;
  const placedBy = (id: number) => division.find((e) => e.fighterId === id)!.placedBy;
  const placedOver = (id: number) => division.find((e) => e.fighterId === id)!.placedOver;
  const belts = (id: number) => rankings.ratings.find((r) => r.fighterId === id)!.belts;
  return { place, score, placedBy, placedOver, belts };
}

/** Fighter `id` beats `count` fresh opponents, one a month from `start` (YYYY-MM). */
function run(id: number, count: number, start: number, firstOpponent: number, organization = 'UFC'): Fight[] {
  return Array.from({ length: count }, (_, i): Fight => {
    const month = start + i;
    const date = `${2021 + Math.floor(month / 12)}-${String((month % 12) + 1).padStart(2, '0')}-10`;
    return [date, id, firstOpponent + i, false, organization];
  });
}

// Fighters 1 and 2 win eight bouts each; fighter 3 wins four, the last a title bout: a shorter record, so a lower score.
const contenders = [...run(1, 8, 24, 100), ...run(2, 8, 25, 200)];
const champion = (title: boolean): Fight[] => [...run(3, 3, 30, 300), ['2024-06-10', 3, 399, title]];

describe('champion rule', () => {
  it('lifts the reigning champion past close scores, to second place at best', () => {
    const plain = rank([...contenders, ...champion(false)]);
    const titled = rank([...contenders, ...champion(true)]);
    const gap = Math.min(titled.score(1), titled.score(2)) - titled.score(3);
    expect(gap).toBeGreaterThan(0);
    expect(Math.max(titled.score(1), titled.score(2)) - titled.score(3)).toBeLessThanOrEqual(CHAMPION_POINTS);
    // The same record without the belt: third, below both contenders.
    expect(plain.place(3)).toBe(3);
    expect(titled.place(3)).toBe(CHAMPION_LIFT_TO);
    // The best-rated contender keeps first place.
    const best = titled.score(1) > titled.score(2) ? 1 : 2;
    expect(titled.place(best)).toBe(1);
    // The champion's row names the rule and the contender he was placed over; without the belt, no row does.
    expect(titled.placedBy(3)).toBe('champion');
    expect(titled.placedOver(3)).toBe(3 - best);
    expect([1, 2, 3].map(plain.placedBy)).toEqual([undefined, undefined, undefined]);
  });

  it('moves nobody when the champion is further below than the belt can bridge', () => {
    // Fighter 3 wins only the title bout: his score stays far below two eight-bout records.
    const titled = rank([...contenders, ['2024-06-10', 3, 399, true]]);
    expect(Math.min(titled.score(1), titled.score(2)) - titled.score(3)).toBeGreaterThan(CHAMPION_POINTS);
    expect(titled.place(3)).toBe(3);
  });

  it("stops at another organization's fighter whose standing is above what the belt vouches for", () => {
    // Fighter 2 fights in Bellator with twelve wins: close enough in score that his own promotion's champion would
    // pass him, too sure a standing for a four-bout champion of another promotion to pass.
    const mixed = [...run(1, 16, 10, 100), ...run(2, 12, 26, 200, 'BELLATOR')];
    const plain = rank([...mixed, ...champion(false)]);
    const titled = rank([...mixed, ...champion(true)]);
    expect(plain.place(2)).toBe(2);
    expect(titled.score(2) - titled.score(3)).toBeLessThanOrEqual(CHAMPION_POINTS);
    expect(titled.place(3)).toBe(3);
  });

  it("climbs past another organization's fighter whose standing is below what the belt vouches for", () => {
    // Fighter 2, in Bellator, has a record between the contender's and the champion's: sure enough to stand above a
    // four-bout record, not above that record with one uncertainty off instead of two.
    const mixed = [...run(1, 8, 24, 100), ...run(2, 6, 25, 200, 'BELLATOR')];
    const plain = rank([...mixed, ...champion(false)]);
    const titled = rank([...mixed, ...champion(true)]);
    expect(plain.place(2)).toBe(2);
    expect(titled.place(3)).toBe(CHAMPION_LIFT_TO);
    expect(titled.placedBy(3)).toBe('champion');
    expect(titled.placedOver(3)).toBe(2);
  });

  it('holds no title for a champion who has moved to another promotion', () => {
    // Fighter 3 won Strikeforce's title in 2021 (the first bout we hold of his), which still holds cards in 2024. While
    // Strikeforce is where he fights he is its champion; once he has fought in the UFC, the belt is his in name only.
    const mixed = [...run(1, 8, 24, 100), ...run(2, 3, 25, 200, 'BELLATOR'), ['2024-05-10', 500, 501, false, 'STRIKEFORCE'] as Fight];
    const stayed = rank([...mixed, ['2021-12-10', 3, 398, true, 'STRIKEFORCE'], ['2024-06-10', 3, 399, false, 'STRIKEFORCE']]);
    const moved = rank([...mixed, ['2021-12-10', 3, 398, true, 'STRIKEFORCE'], ['2024-06-10', 3, 399]]);
    expect(stayed.place(3)).toBe(CHAMPION_LIFT_TO);
    expect(stayed.placedBy(3)).toBe('champion');
    expect(moved.place(3)).toBe(3);
    expect(moved.placedBy(3)).toBeUndefined();
  });

  it('holds no title for a promotion that stopped holding cards', () => {
    // Fighter 3 won Strikeforce's title in June 2022 and has not fought since; the others fight on until September 2024.
    // While Strikeforce still holds cards he is its champion, listed through the layoff; when its last card is his
    // title bout, the promotion has stopped, and he is out like anyone 18 months idle.
    const title: Fight[] = [...run(3, 3, 6, 300, 'STRIKEFORCE'), ['2022-06-10', 3, 399, true, 'STRIKEFORCE'], ...run(1, 8, 36, 100), ...run(2, 8, 37, 200)];
    const listed = (fights: Fight[]) => {
      const { fighters, bouts } = decisionWins(fights);
      return buildRankings(fighters, bouts).entries.some((e) => e.kind === 'weight-class' && e.fighterId === 3);
    };
    expect(listed([...title, ['2024-05-10', 500, 501, false, 'STRIKEFORCE']])).toBe(true);
    expect(listed(title)).toBe(false);
  });

  it('keeps a reigning champion in his list through a layoff past 18 months, and drops him with the belt', () => {
    // Fighter 3 wins the title in June 2022 and does not fight again; the others fight on until September 2024, 27 months on.
    const layoff: Fight[] = [...run(3, 3, 6, 300), ['2022-06-10', 3, 399, true], ...run(1, 8, 36, 100), ...run(2, 8, 37, 200)];
    const listed = (fights: Fight[]) => {
      const { fighters, bouts } = decisionWins(fights);
      return buildRankings(fighters, bouts).entries.some((e) => e.kind === 'weight-class' && e.fighterId === 3);
    };
    expect(listed(layoff)).toBe(true);
    expect(listed(layoff.map((fight): Fight => (fight[2] === 399 ? [fight[0], fight[1], fight[2], false] : fight)))).toBe(false);
    // A title bout between two others since (he vacated it): out, like anyone 18 months idle.
    expect(listed([...layoff, ['2024-03-10', 4, 5, true]])).toBe(false);
    // An interim title bout between two others leaves him the belt, and the list (Jon Jones while Tom Aspinall held the
    // interim heavyweight title, 2023-2024).
    expect(listed([...layoff, ['2024-03-10', 4, 5, 'interim']])).toBe(true);
  });

  it('gives the same list whatever order the titles were first won in', () => {
    // A UFC champion (3) and a ONE champion (4) with short records among longer ones; two unrelated 2010 title bouts,
    // the only difference between the histories, decide which title was crowned first.
    const order = (fights: Fight[]) => {
      const { fighters, bouts } = decisionWins(fights);
      const list = buildRankings(fighters, bouts).entries.filter((e) => e.kind === 'weight-class' && e.filterValue === 'Lightweight');
      return list.sort((x, y) => x.currentRank - y.currentRank).map((e) => e.fighterId);
    };
    for (const [three, four] of [
      [3, 2],
      [4, 3],
      [5, 4],
    ] as const) {
      const base: Fight[] = [
        ...run(1, 8, 24, 100),
        ...run(2, 8, 25, 200),
        ...run(5, 6, 26, 500, 'PFL'),
        ...run(6, 6, 27, 600, 'PFL'),
        ...run(3, three - 1, 30, 300),
        ['2024-06-10', 3, 399, true],
        ...run(4, four - 1, 32, 400, 'ONE'),
        ['2024-07-10', 4, 499, true, 'ONE'],
        ['2024-08-10', 700, 701, false, 'ONE'],
      ];
      const oneFirst = order([['2010-01-10', 800, 801, true, 'ONE'], ['2010-01-11', 802, 803, true], ...base]);
      const ufcFirst = order([['2010-01-10', 802, 803, true], ['2010-01-11', 800, 801, true, 'ONE'], ...base]);
      expect(oneFirst).toEqual(ufcFirst);
    }
  });

  it('takes the lift away with the title', () => {
    // The title changes hands in a bout fighter 3 is not in (he vacated it): his record and score are unchanged.
    const vacated = rank([...contenders, ...champion(true), ['2024-09-10', 4, 5, true]]);
    // The new champion (4, one bout held) climbs over him on what his belt vouches for; 3 is not lifted and sits just
    // below, fourth.
    expect(vacated.placedBy(4)).toBe('champion');
    expect(vacated.place(3)).toBe(4);
    expect(vacated.placedBy(3)).toBeUndefined();
  });

  it('lifts an interim champion beside the champion, who keeps his lift', () => {
    // Fighter 6, two wins, stands just above the interim champion's one bout.
    const interim = rank([...contenders, ...champion(true), ...run(6, 2, 30, 600), ['2024-09-10', 4, 5, 'interim']]);
    expect(interim.place(3)).toBe(CHAMPION_LIFT_TO);
    expect(interim.placedBy(3)).toBe('champion');
    expect(interim.placedBy(4)).toBe('interim-champion');
    expect(interim.placedOver(4)).toBe(6);
    // The champion stops the interim champion's climb.
    expect(interim.place(4)).toBeGreaterThan(interim.place(3));
  });

  it("gives each holder's rating row the belts he holds on the ratings date, for his page, and none to the rest", () => {
    const interim = rank([...contenders, ...champion(true), ...run(6, 2, 30, 600), ['2024-09-10', 4, 5, 'interim']]);
    expect(interim.belts(3)).toMatchObject([{ organization: 'UFC', division: 'Lightweight', title: 'Lightweight', interim: false }]);
    expect(interim.belts(4)).toMatchObject([{ organization: 'UFC', division: 'Lightweight', title: 'Lightweight', interim: true }]);
    expect([1, 2, 5, 6].map(interim.belts)).toEqual([[], [], [], []]);
    // A belt that changed hands is the new holder's alone.
    const vacated = rank([...contenders, ...champion(true), ['2024-09-10', 4, 5, true]]);
    expect([vacated.belts(3), vacated.belts(4)]).toMatchObject([[], [{ organization: 'UFC', division: 'Lightweight', title: 'Lightweight', interim: false }]]);
  });

  it("lets a PFL season title lapse when its division holds no final for a season and a half; other promotions' belts wait for a bout or an announcement", () => {
    // Fighter 3 wins a title bout in 2022-11, then fights on in the same promotion, never for that title again.
    const field = (organization: string): Fight[] => [
      ...run(1, 8, 12, 100, organization),
      ['2022-11-10', 3, 399, true, organization],
      ...run(3, 2, 36, 300, organization),
      ...run(2, 8, 40, 200, organization), // to 2024-12: two years after the title bout
    ];
    expect(rank(field('PFL')).belts(3)).toEqual([]);
    expect(rank(field('ONE')).belts(3)).toMatchObject([{ organization: 'ONE', division: 'Lightweight', title: 'Lightweight', interim: false }]);
    // A final a season ago still holds: the 2024 season's champions on 2024-12-14.
    const recent = rank([...run(1, 8, 12, 100, 'PFL'), ...run(3, 2, 36, 300, 'PFL'), ['2024-01-10', 3, 399, true, 'PFL'], ...run(2, 8, 40, 200, 'PFL')]);
    expect(recent.belts(3)).toMatchObject([{ organization: 'PFL', division: 'Lightweight', title: 'Lightweight', interim: false }]);
    // Where our data for the PFL stops (a fresh sync: ufcstats runs on to 2026, Bet MMA stopped), the season is counted
    // on the PFL's own clock.
    const { fighters, bouts } = decisionWins([...run(3, 2, 36, 300, 'PFL'), ['2024-03-10', 3, 399, true, 'PFL'], ...run(1, 30, 36, 100)], {
      sources: (organization) => (organization === 'UFC' ? ['ufcstats'] : ['betmma']),
    });
    const stopped = buildRankings(fighters, bouts).ratings.find((r) => r.fighterId === 3)!;
    expect(stopped.ratedAsOf).toBe('2024-03-10');
    expect(stopped.belts).toMatchObject([{ organization: 'PFL', division: 'Lightweight', title: 'Lightweight', interim: false }]);
  });

  it("keeps a belt its own promotion's when it is defended on another's card, and its holder in that promotion's list", () => {
    // Fighter 3 wins Bellator's title, then defends it on a PFL card (Johnny Eblen, 2024-10-19), his latest bout.
    const fights: Fight[] = [
      ...run(1, 8, 24, 100, 'BELLATOR'),
      ...run(2, 8, 25, 200, 'PFL'),
      ...run(3, 3, 30, 300, 'BELLATOR'),
      ['2024-03-10', 3, 398, true, 'BELLATOR'],
      ['2024-10-19', 3, 399, true, 'PFL'],
    ];
    const { fighters, bouts } = decisionWins(fights);
    const defence = bouts.at(-1)!;
    const onCard = buildRankings(fighters, bouts);
    const rows = (rankings: typeof onCard, organization: string) =>
      rankings.entries.filter((e) => e.kind === 'organization' && e.filterValue === organization).map((e) => e.fighterId);
    // Read as the card's promotion's, the defence makes him the PFL's champion, a belt he never won.
    expect(onCard.ratings.find((r) => r.fighterId === 3)!.belts).toContainEqual(
      expect.objectContaining({ organization: 'PFL', division: 'Lightweight', title: 'Lightweight', interim: false }),
    );
    expect(rows(onCard, 'PFL')).toContain(3);
    defence.titleOrganization = 'BELLATOR';
    const asBelt = buildRankings(fighters, bouts);
    expect(asBelt.ratings.find((r) => r.fighterId === 3)!.belts).toMatchObject([
      { organization: 'BELLATOR', division: 'Lightweight', title: 'Lightweight', interim: false },
    ]);
    expect(rows(asBelt, 'BELLATOR')).toContain(3);
    expect(rows(asBelt, 'PFL')).not.toContain(3);
  });

  it("ends a PFL season title once a later season's finals are held without its division, and keeps a title with a name of its own apart", () => {
    // Fighter 3 wins the 2023 season's lightweight final; the 2024 season's finals are at welterweight only (fighter 4).
    const seasons: Fight[] = [
      ...run(1, 8, 12, 100, 'PFL'),
      ['2023-11-24', 3, 398, true, 'PFL'],
      ...run(4, 3, 30, 400, 'PFL'),
      ['2024-11-29', 4, 399, true, 'PFL'],
    ];
    const { fighters, bouts } = decisionWins(seasons);
    const welterweightFinal = bouts.at(-1)!;
    welterweightFinal.weightClass = 'Welterweight';
    const beltsOf = (id: number) => buildRankings(fighters, bouts).ratings.find((r) => r.fighterId === id)!.belts;
    expect(beltsOf(3)).toEqual([]);
    expect(beltsOf(4)).toMatchObject([{ organization: 'PFL', title: 'Welterweight', season: 2024 }]);
    // The same final fought for the PFL's Super Fights title is no season's: the 2023 season's champion keeps his, and
    // the Super Fights champion holds a belt of his own beside him in one division.
    Object.assign(welterweightFinal, { weightClass: 'Lightweight', titleClass: 'Super Fights Lightweight' });
    expect(beltsOf(3)).toMatchObject([{ organization: 'PFL', division: 'Lightweight', title: 'Lightweight', season: 2023 }]);
    expect(beltsOf(4)).toEqual([
      { organization: 'PFL', organizationName: 'Professional Fighters League', division: 'Lightweight', title: 'Super Fights Lightweight', interim: false },
    ]);
  });

  it('keeps the champion above his promotion interim champion, even when the interim champion is first', () => {
    // Fighter 4 wins eight bouts, the last for the interim belt: the best record in the division, above the champion's
    // four (Tom Aspinall beside Jon Jones in 2024); fighter 1's two wins stand below both.
    const interim = rank([...run(1, 2, 24, 100), ...champion(true), ...run(4, 7, 25, 400), ['2024-09-10', 4, 5, 'interim']]);
    expect(interim.score(4)).toBeGreaterThan(interim.score(3));
    expect(interim.place(3)).toBe(interim.place(4) - 1);
    expect(interim.place(3)).toBe(1);
    expect(interim.placedBy(3)).toBe('champion');
    expect(interim.placedOver(3)).toBe(4);
  });

  it("shows a Bellator belt its holder keeps while fighting on the PFL's cards, lists him in both promotions' lists, and lifts him in neither", () => {
    // Fighter 3 wins Bellator's title, then a bout on a PFL card (Ryan Bader, 2024).
    const fights: Fight[] = [
      ...run(1, 8, 24, 100, 'BELLATOR'),
      ...run(3, 3, 30, 300, 'BELLATOR'),
      ['2024-03-10', 3, 398, true, 'BELLATOR'],
      ['2024-06-10', 3, 399, false, 'PFL'],
    ];
    const sisters = rank(fights);
    expect(sisters.belts(3)).toMatchObject([{ organization: 'BELLATOR', division: 'Lightweight', title: 'Lightweight', interim: false }]);
    expect(sisters.placedBy(3)).toBeUndefined();
    // Bellator's own list holds him too, where its fans look for its champions, as does the PFL's, where he fights.
    const { fighters, bouts } = decisionWins(fights);
    const entries = buildRankings(fighters, bouts).entries;
    const listed = (organization: string) => entries.filter((e) => e.kind === 'organization' && e.filterValue === organization).map((e) => e.fighterId);
    expect(listed('BELLATOR')).toContain(3);
    expect(listed('PFL')).toContain(3);
    // Not placed there: the list rules' champions are those still in the promotion.
    expect(entries.find((e) => e.kind === 'organization' && e.filterValue === 'BELLATOR' && e.fighterId === 3)?.placedBy).toBeUndefined();
    // A champion who left for an unrelated promotion holds the belt in name only.
    const leftFights = fights.map((fight, i) => (i === fights.length - 1 ? (['2024-06-10', 3, 399, false, 'ONE'] as Fight) : fight));
    const left = rank(leftFights);
    expect(left.belts(3)).toEqual([]);
    const leftData = decisionWins(leftFights);
    const leftEntries = buildRankings(leftData.fighters, leftData.bouts).entries;
    expect(leftEntries.filter((e) => e.kind === 'organization' && e.filterValue === 'BELLATOR').map((e) => e.fighterId)).not.toContain(3);
  });

  it('keeps the champion above his interim champion pound for pound too', () => {
    // Fighter 3 wins five bouts, the last for the title; fighter 4 wins eight, the last for the interim belt.
    const p4p = { kind: 'pound-for-pound', filterValue: '' };
    const interim = rank([...run(3, 4, 30, 300), ['2024-06-10', 3, 399, true], ...run(4, 7, 25, 400), ['2024-09-10', 4, 5, 'interim']], p4p);
    expect(interim.score(4)).toBeGreaterThan(interim.score(3));
    expect(interim.place(3)).toBe(interim.place(4) - 1);
    // He shows the lower score, so his row says why he stands higher.
    expect(interim.placedBy(3)).toBe('champion');
    expect(interim.placedOver(3)).toBe(4);
  });

  it('names an interim champion the champion once the champion has retired or left for another promotion', () => {
    const history: Fight[] = [...contenders, ...champion(true), ...run(6, 2, 30, 600), ['2024-09-10', 4, 5, 'interim']];
    const lightweights = (fighters: SourceFighter[], bouts: SourceBout[]) =>
      buildRankings(fighters, bouts).entries.filter((e) => e.kind === 'weight-class' && e.filterValue === 'Lightweight');
    const { fighters, bouts } = decisionWins(history);
    const retired = lightweights(
      fighters.map((f) => (f.id === 3 ? { ...f, retiredOn: '2024-09-01' } : f)),
      bouts,
    );
    expect(retired.some((e) => e.fighterId === 3)).toBe(false);
    expect(retired.find((e) => e.fighterId === 4)?.placedBy).toBe('champion');
    // Fighter 3 fights in ONE since: his UFC belt is the interim champion's.
    const left = decisionWins([...history, ['2024-09-20', 3, 398, false, 'ONE']]);
    expect(lightweights(left.fighters, left.bouts).find((e) => e.fighterId === 4)?.placedBy).toBe('champion');
    // Beside a champion still in the promotion he is the interim one.
    expect(lightweights(fighters, bouts).find((e) => e.fighterId === 4)?.placedBy).toBe('interim-champion');
  });

  it('takes the lift from a champion who vacated or was stripped without a bout, and gives it to the promoted interim champion', () => {
    // The data runs to 2024-11-10 (a bout of two others); the announcements come between.
    const { fighters, bouts } = decisionWins([
      ...contenders,
      ...champion(true),
      ...run(6, 2, 30, 600),
      ['2024-09-10', 4, 5, 'interim'],
      ['2024-11-10', 700, 701],
    ]);
    const change = (date: string, belt: TitleChange['belt'], c: TitleChange['change']): TitleChange[] => [
      { date, organization: 'UFC', division: 'Lightweight', belt, change: c, source: 'test' },
    ];
    const lightweights = (changes: Record<number, TitleChange[]>) =>
      buildRankings(
        fighters.map((f) => ({ ...f, titleChanges: changes[f.id] ?? null })),
        bouts,
      ).entries.filter((e) => e.kind === 'weight-class' && e.filterValue === 'Lightweight');
    const placedBy = (entries: ReturnType<typeof lightweights>, id: number) => entries.find((e) => e.fighterId === id)?.placedBy;

    expect(placedBy(lightweights({}), 3)).toBe('champion');
    const vacated = lightweights({ 3: change('2024-10-01', 'title', 'vacated'), 4: change('2024-10-01', 'interim', 'promoted') });
    expect(placedBy(vacated, 3)).toBeUndefined();
    expect(placedBy(vacated, 4)).toBe('champion');
    // The promotion alone says as much: the interim champion is the champion, the old one holds nothing.
    const promoted = lightweights({ 4: change('2024-10-01', 'interim', 'promoted') });
    expect(placedBy(promoted, 3)).toBeUndefined();
    expect(placedBy(promoted, 4)).toBe('champion');
    // An announcement dated after the data's last snapshot has not happened yet.
    expect(placedBy(lightweights({ 3: change('2024-11-11', 'title', 'vacated') }), 3)).toBe('champion');
    // Stripped of the interim belt, the interim champion is lifted by nothing; the champion keeps his lift.
    const stripped = lightweights({ 4: change('2024-10-01', 'interim', 'vacated') });
    expect(placedBy(stripped, 4)).toBeUndefined();
    expect(placedBy(stripped, 3)).toBe('champion');
  });

  it("keeps ONE's strawweight and flyweight titles apart in our one flyweight list", () => {
    // Fighter 10 won ONE's flyweight title in 2021 and has not fought since; fighter 20 won its strawweight title (125 lb,
    // our flyweight) in 2022. A reigning champion stays active through a layoff past 18 months.
    const { fighters, bouts } = decisionWins([
      ['2021-01-10', 10, 11, true, 'ONE'],
      ['2022-06-10', 20, 21, true, 'ONE'],
      ['2022-12-10', 32, 33, false, 'ONE'],
      ['2023-06-10', 30, 31, false, 'ONE'],
    ]);
    const flyweights = (titleClass: string | null) =>
      buildRankings(
        fighters,
        bouts.map((b) => ({ ...b, weightClass: 'Flyweight', titleClass: b.fighterA === 20 ? titleClass : null })),
      )
        .entries.filter((e) => e.kind === 'weight-class' && e.filterValue === 'Flyweight')
        .map((e) => e.fighterId);
    expect(flyweights('Strawweight')).toEqual(expect.arrayContaining([10, 20]));
    // Each holder's belt names its own title, both counted in the flyweight list.
    const ratings = buildRankings(
      fighters,
      bouts.map((b) => ({ ...b, weightClass: 'Flyweight', titleClass: b.fighterA === 20 ? 'Strawweight' : null })),
    ).ratings;
    expect([10, 20].map((id) => ratings.find((r) => r.fighterId === id)!.belts)).toMatchObject([
      [{ organization: 'ONE', division: 'Flyweight', title: 'Flyweight', interim: false }],
      [{ organization: 'ONE', division: 'Flyweight', title: 'Strawweight', interim: false }],
    ]);
    // Keyed by our list's name alone, the strawweight bout takes the flyweight title from him, and his layoff his place.
    expect(flyweights(null)).not.toContain(10);
  });

  describe("the belt's floor", () => {
    // Twenty UFC fighters with sixteen wins each fill the top of the list; fighter 50 wins three bouts and a title bout
    // in `organization`: a short record, far below them all on his Rating alone.
    const field = Array.from({ length: 20 }, (_, k) => run(k + 1, 16, 12 + (k % 6), 1000 + 20 * k)).flat();
    const titled = (organization: string, title: boolean) =>
      rank([...field, ...run(50, 3, 30, 5000, organization), ['2024-06-10', 50, 5999, title, organization]]);

    it('puts a major promotion’s champion no lower than the floor, over fighters the belt could not otherwise pass', () => {
      const plain = titled('ONE', false);
      expect(plain.place(50)).toBeGreaterThan(CHAMPION_FLOOR + 1);
      const champion = titled('ONE', true);
      expect(champion.place(50)).toBe(CHAMPION_FLOOR);
      expect(champion.placedBy(50)).toBe('champion');
      // He passed only those below the floor: the fourteen above him keep their places.
      expect(Array.from({ length: 20 }, (_, k) => champion.place(k + 1)).filter((p) => p < CHAMPION_FLOOR)).toHaveLength(CHAMPION_FLOOR - 1);
    });

    it('makes room for two champions below the floor: both end inside it, the lowest contenders one place down each', () => {
      const both = rank([
        ...field,
        ...run(50, 3, 30, 5000, 'ONE'),
        ['2024-06-10', 50, 5999, true, 'ONE'],
        ...run(60, 3, 31, 6000, 'RIZIN'),
        ['2024-07-10', 60, 6999, true, 'RIZIN'],
      ]);
      expect([both.place(50), both.place(60)].sort((x, y) => x - y)).toEqual([CHAMPION_FLOOR - 1, CHAMPION_FLOOR]);
      const contenders = Array.from({ length: 20 }, (_, k) => k + 1);
      expect(contenders.filter((id) => both.place(id) < CHAMPION_FLOOR - 1)).toHaveLength(CHAMPION_FLOOR - 2);
      // Each row names the highest contender it was placed over: the one now just below the two champions.
      const pushed = contenders.find((id) => both.place(id) === CHAMPION_FLOOR + 1)!;
      expect([both.placedOver(50), both.placedOver(60)]).toEqual([pushed, pushed]);
    });

    it('keeps inside the floor a Bellator belt its holder defends on the PFL’s cards, which the row shows', () => {
      // Ryan Bader (session 40): his belt shown, he was the one another champion's rise pushed to 16th.
      const sister = rank([...field, ...run(50, 3, 30, 5000, 'BELLATOR'), ['2024-06-10', 50, 5999, true, 'BELLATOR'], ['2024-08-10', 50, 5998, false, 'PFL']]);
      expect(sister.belts(50)).toMatchObject([{ organization: 'BELLATOR' }]);
      expect(sister.place(50)).toBe(CHAMPION_FLOOR);
    });

    it('keeps a UFC champion inside the pound-for-pound top 20, not another promotion’s (session 40)', () => {
      // Fighter 50: four wins and a title bout, below twenty sixteen-win records; pound for pound needs five bouts.
      const p4p = { kind: 'pound-for-pound', filterValue: '' };
      const fiveBouts = (organization: string, title: boolean | 'interim') =>
        rank([...field, ...run(50, 4, 30, 5000, organization), ['2024-06-10', 50, 5999, title, organization]], p4p);
      expect(fiveBouts('UFC', false).place(50)).toBeGreaterThan(P4P_CHAMPION_FLOOR);
      const champion = fiveBouts('UFC', true);
      expect(champion.place(50)).toBe(P4P_CHAMPION_FLOOR);
      expect(champion.placedBy(50)).toBe('champion');
      expect(fiveBouts('ONE', true).place(50)).toBeGreaterThan(P4P_CHAMPION_FLOOR);
    });

    it('gives no floor to a regional promotion’s champion', () => {
      expect(titled('CAGE_WARRIORS', true).place(50)).toBe(titled('CAGE_WARRIORS', false).place(50));
    });

    it('gives no floor to ACA’s and KSW’s champions, who still wear the belt', () => {
      for (const organization of ['ACA', 'KSW']) {
        const champion = titled(organization, true);
        expect(champion.place(50)).toBe(titled(organization, false).place(50));
        expect(champion.place(50)).toBeGreaterThan(CHAMPION_FLOOR + 1);
        expect(champion.belts(50)).toEqual([expect.objectContaining({ organization, title: 'Lightweight', interim: false })]);
      }
    });
  });

  it('weighs ACA’s and KSW’s belts in their own promotion’s list only, not in the division’s', () => {
    // In one promotion: fighter 1 wins sixteen, fighter 4 five, champion 3 three and a title bout. A major promotion's
    // belt lifts 3 over 4 in the division's list (his own promotion, close scores); ACA's and KSW's do not. In the
    // promotion's own list the belt vouches for 3 over 4 in each.
    const fights = (organization: string): Fight[] => [
      ...run(1, 16, 10, 100, organization),
      ...run(4, 5, 31, 400, organization),
      ...run(3, 3, 30, 300, organization),
      ['2024-06-10', 3, 399, true, organization],
    ];
    const major = rank(fights('ONE'));
    expect(major.place(3)).toBeLessThan(major.place(4));
    for (const organization of ['ACA', 'KSW']) {
      const division = rank(fights(organization));
      expect(division.place(3)).toBeGreaterThan(division.place(4));
      expect(division.placedBy(3)).toBeUndefined();
      const own = rank(fights(organization), { kind: 'organization', filterValue: organization });
      expect(own.place(3)).toBeLessThan(own.place(4));
      expect(own.placedBy(3)).toBe('champion');
    }
  });

  describe("a promotion's own list", () => {
    const ufcList = { kind: 'organization', filterValue: 'UFC' };

    it('lifts its champion over fighters below what his belt vouches for, not over close scores of longer records', () => {
      // Fighter 2's eight wins stand above what a four-bout champion's belt vouches for, though within CHAMPION_POINTS:
      // the division's list lifts the champion over him (his own promotion), the promotion's list does not (a title
      // says nothing about another division's fighters). Fighter 4's five wins stand above the champion's four, below
      // the vouch: passed in both.
      const field = [...run(1, 16, 10, 100), ...run(2, 8, 26, 200), ...run(4, 5, 31, 400)];
      const inDivision = rank([...field, ...champion(true)]);
      expect(inDivision.place(3)).toBe(CHAMPION_LIFT_TO);
      const plain = rank([...field, ...champion(false)], ufcList);
      const titled = rank([...field, ...champion(true)], ufcList);
      expect(titled.score(2) - titled.score(3)).toBeLessThanOrEqual(CHAMPION_POINTS);
      expect(plain.place(4)).toBeLessThan(plain.place(3));
      expect(titled.place(2)).toBeLessThan(titled.place(3));
      expect(titled.place(3)).toBe(plain.place(4));
      expect(titled.placedBy(3)).toBe('champion');
      expect(titled.placedOver(3)).toBe(4);
      expect(plain.placedBy(3)).toBeUndefined();
    });

    it('keeps the champion above his division’s interim champion, whom the vouch may lift further', () => {
      // ONE: champion 3 (six wins, then the title), interim champion 4 (one win, a win over 1, then the interim title
      // over 2): the interim champion's shorter record gets more from the vouch, and would pass the champion.
      const fights: Fight[] = [
        ...run(1, 16, 0, 100, 'ONE'),
        ...run(2, 12, 4, 200, 'ONE'),
        ...run(3, 6, 10, 300, 'ONE'),
        ['2023-06-10', 3, 399, true, 'ONE'],
        ...run(4, 1, 30, 400, 'ONE'),
        ['2024-05-10', 4, 1, false, 'ONE'],
        ['2024-09-10', 4, 2, 'interim', 'ONE'],
      ];
      const division = rank(fights);
      const promotion = rank(fights, { kind: 'organization', filterValue: 'ONE' });
      expect(division.place(3)).toBeLessThan(division.place(4));
      expect(promotion.place(3)).toBeLessThan(promotion.place(4));
      expect(promotion.placedBy(4)).toBe('interim-champion');
    });
  });
});
