// Who holds a title after its bouts: the champion, and an interim champion beside him until they meet.
import { describe, expect, it } from 'vitest';
import type { TitleChange } from '../sources/dataset';
import { inertTitleChanges, TitleAnnouncements, TitleLineage, type TitleAnnouncement, type TitleBout } from './title-lineage';

const won = (winner: number, loser: number, interim = false, title = 'UFC heavyweight'): TitleBout => ({
  title,
  fighterA: winner,
  fighterB: loser,
  outcomeA: 'W',
  interim,
});
// Holders as fighter numbers, an interim champion's negated: [1, -3] is champion 1 with interim champion 3.
const holdersOf = (lineage: TitleLineage) =>
  Object.fromEntries([...lineage.holders()].map(([title, holders]) => [title, holders.map((h) => (h.interim ? -h.fighter : h.fighter))]));
const holdersAfter = (bouts: TitleBout[]) => {
  const lineage = new TitleLineage();
  for (const bout of bouts) lineage.record(bout);
  return holdersOf(lineage);
};

describe('TitleLineage', () => {
  it('keeps the champion his belt through an interim bout, and crowns its winner beside him', () => {
    expect(holdersAfter([won(1, 2), won(3, 4, true)])).toEqual({ 'UFC heavyweight': [1, -3] });
    // A defence of the interim belt changes its holder only.
    expect(holdersAfter([won(1, 2), won(3, 4, true), won(5, 3, true)])).toEqual({ 'UFC heavyweight': [1, -5] });
  });

  it('ends the interim reign when the interim champion meets the champion, whoever wins', () => {
    expect(holdersAfter([won(1, 2), won(3, 4, true), won(3, 1)])).toEqual({ 'UFC heavyweight': [3] });
    expect(holdersAfter([won(1, 2), won(3, 4, true), won(1, 3)])).toEqual({ 'UFC heavyweight': [1] });
  });

  it('keeps the interim champion through a defence of the title against someone else', () => {
    expect(holdersAfter([won(1, 2), won(3, 4, true), won(1, 6)])).toEqual({ 'UFC heavyweight': [1, -3] });
  });

  it('takes the interim belt from a champion left out of a bout for the vacant title (stripped)', () => {
    // Khabib Nurmagomedov against Al Iaquinta for the title Conor McGregor was stripped of, without Tony Ferguson.
    expect(holdersAfter([won(1, 2), won(3, 4, true), won(5, 6)])).toEqual({ 'UFC heavyweight': [5] });
  });

  it('promotes an interim champion when two others fight for the interim belt', () => {
    // José Aldo in 2016: Max Holloway and Anthony Pettis fought for the interim belt after Aldo's promotion.
    expect(holdersAfter([won(1, 2), won(3, 4, true), won(5, 6, true)])).toEqual({ 'UFC heavyweight': [3, -5] });
  });

  it('gives a vacant title to the winner of a title bout between two others', () => {
    expect(holdersAfter([won(1, 2), won(5, 6)])).toEqual({ 'UFC heavyweight': [5] });
  });

  it('moves nothing on a draw or a no contest, and keeps titles apart', () => {
    const noContest: TitleBout = { ...won(2, 1), outcomeA: 'NC' };
    expect(holdersAfter([won(1, 2), noContest, won(7, 8, false, 'ONE lightweight')])).toEqual({ 'UFC heavyweight': [1], 'ONE lightweight': [7] });
  });

  it('names an interim champion of a title no one holds undisputed', () => {
    expect(holdersAfter([won(3, 4, true)])).toEqual({ 'UFC heavyweight': [-3] });
  });

  it('takes a vacated belt from its holder, and only from him', () => {
    const lineage = new TitleLineage();
    for (const bout of [won(1, 2), won(3, 4, true)]) lineage.record(bout);
    const announce = (a: Omit<TitleAnnouncement, 'title'>) => lineage.announce({ title: 'UFC heavyweight', ...a });
    // Someone our bouts do not show holding the belt: nothing moves.
    announce({ fighter: 5, belt: 'title', change: 'vacated' });
    announce({ fighter: 1, belt: 'interim', change: 'vacated' });
    expect(holdersOf(lineage)).toEqual({ 'UFC heavyweight': [1, -3] });
    announce({ fighter: 1, belt: 'title', change: 'vacated' });
    // The interim champion, left alone, is named alone (the lists treat him as the champion).
    expect(holdersOf(lineage)).toEqual({ 'UFC heavyweight': [-3] });
    // He gives up the title he is treated as holding: "vacated the title" clears him as "vacated the interim title" would.
    announce({ fighter: 3, belt: 'title', change: 'vacated' });
    expect(holdersOf(lineage)).toEqual({ 'UFC heavyweight': [] });
  });

  it('makes a promoted interim champion the champion, his interim belt merged into the title', () => {
    const lineage = new TitleLineage();
    for (const bout of [won(1, 2), won(3, 4, true)]) lineage.record(bout);
    lineage.announce({ title: 'UFC heavyweight', fighter: 3, belt: 'interim', change: 'promoted' });
    expect(holdersOf(lineage)).toEqual({ 'UFC heavyweight': [3] });
    // The next interim bout crowns an interim champion beside him; it does not promote anyone else.
    lineage.record(won(5, 6, true));
    expect(holdersOf(lineage)).toEqual({ 'UFC heavyweight': [3, -5] });
  });

  it('lets the bouts decide when a promotion disagrees with them', () => {
    const after = (bouts: TitleBout[], announcement: Omit<TitleAnnouncement, 'title'>, title = 'UFC heavyweight') => {
      const lineage = new TitleLineage();
      for (const bout of bouts) lineage.record(bout);
      expect(lineage.announce({ title, ...announcement })).toBe(false);
      return holdersOf(lineage);
    };
    // A stale row: 3 lost the interim belt to 5 in the cage before the date it says he was promoted.
    expect(after([won(1, 2), won(3, 4, true), won(5, 3, true)], { fighter: 3, belt: 'interim', change: 'promoted' })).toEqual({ 'UFC heavyweight': [1, -5] });
    // Reinstated to a title someone else holds.
    expect(after([won(1, 2)], { fighter: 7, belt: 'title', change: 'promoted' })).toEqual({ 'UFC heavyweight': [1] });
    // A belt no bout was fought for (ONE's women's atomweight, whose bouts name no division of our lists).
    expect(after([won(1, 2)], { fighter: 7, belt: 'interim', change: 'promoted' }, 'ONE atomweight')).toEqual({ 'UFC heavyweight': [1] });
    // Reinstated to a vacant title: he is the champion.
    const lineage = new TitleLineage();
    lineage.record(won(1, 2));
    expect(lineage.announce({ title: 'UFC heavyweight', fighter: 1, belt: 'title', change: 'vacated' })).toBe(true);
    expect(lineage.announce({ title: 'UFC heavyweight', fighter: 2, belt: 'title', change: 'promoted' })).toBe(true);
    expect(holdersOf(lineage)).toEqual({ 'UFC heavyweight': [2] });
  });
});

describe('TitleAnnouncements', () => {
  const change = (date: string, c: TitleChange['change'], belt: TitleChange['belt']): TitleChange => ({
    date,
    organization: 'UFC',
    division: 'Middleweight',
    belt,
    change: c,
    source: 'test',
  });
  // St-Pierre (1) won the title from Bisping (2) while Whittaker (3) held the interim belt, vacated it a month later,
  // and Whittaker was promoted the same day (fighter 9: Bisping's earlier challenger).
  const fighters = [
    { id: 1, titleChanges: [change('2017-12-07', 'vacated', 'title')] },
    { id: 3, titleChanges: [change('2017-12-07', 'promoted', 'interim')] },
  ];
  const bouts: TitleBout[] = [won(2, 9, false, 'UFC\u0000Middleweight'), won(3, 4, true, 'UFC\u0000Middleweight'), won(1, 2, false, 'UFC\u0000Middleweight')];

  it('applies what was announced before a bout ahead of it, and the rest when asked', () => {
    const lineage = new TitleLineage();
    const announcements = new TitleAnnouncements(fighters);
    for (const [bout, date] of [
      [bouts[0]!, '2016-06-04'],
      [bouts[1]!, '2017-07-08'],
      [bouts[2]!, '2017-11-04'],
    ] as const) {
      announcements.before(lineage, date);
      lineage.record(bout);
    }
    // St-Pierre beat Bisping for the title; Whittaker's interim belt stands beside it.
    expect(holdersOf(lineage)).toEqual({ 'UFC\u0000Middleweight': [1, -3] });
    announcements.through(lineage, '2017-12-06');
    expect(holdersOf(lineage)).toEqual({ 'UFC\u0000Middleweight': [1, -3] });
    announcements.through(lineage, '2017-12-07');
    expect(holdersOf(lineage)).toEqual({ 'UFC\u0000Middleweight': [3] });
    expect(announcements.inert).toEqual([]);
  });

  it('names the announcements the bouts disagree with (inertTitleChanges, for data:report)', () => {
    const titleBouts = [
      ['2016-06-04', 2, 9, false],
      ['2017-07-08', 3, 4, true],
      ['2017-11-04', 1, 2, false],
    ].map(([date, a, b, interim]) => ({
      date: date as string,
      organization: 'UFC',
      weightClass: 'Middleweight',
      fighterA: a as number,
      fighterB: b as number,
      outcomeA: 'W' as const,
      interim: interim as boolean,
    }));
    // Bisping (2) vacating a title St-Pierre had taken from him changes nothing; a row after `asOf` is not read.
    const withStale = [
      ...fighters,
      { id: 2, titleChanges: [change('2017-12-01', 'vacated', 'title')] },
      { id: 4, titleChanges: [change('2030-01-01', 'vacated', 'title')] },
    ];
    expect(inertTitleChanges(titleBouts, withStale, '2024-12-14')).toEqual([
      { date: '2017-12-01', title: 'UFC\u0000Middleweight', fighter: 2, belt: 'title', change: 'vacated' },
    ]);
  });

  it('leaves out fighters the lineage does not know', () => {
    const lineage = new TitleLineage();
    for (const bout of bouts) lineage.record(bout);
    new TitleAnnouncements(fighters, (id) => (id === 1 ? undefined : id)).through(lineage, '2018-01-01');
    // Only the promotion was read: Whittaker is the champion, and St-Pierre's vacating is not needed for that.
    expect(holdersOf(lineage)).toEqual({ 'UFC\u0000Middleweight': [3] });
    const none = new TitleLineage();
    for (const bout of bouts) none.record(bout);
    new TitleAnnouncements(fighters, () => undefined).through(none, '2018-01-01');
    expect(holdersOf(none)).toEqual({ 'UFC\u0000Middleweight': [1, -3] });
  });
});
