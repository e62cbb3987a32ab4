// Who holds a title after its bouts: the champion, and an interim champion beside him until they meet.
import { describe, expect, it } from 'vitest';
import { TitleLineage, type TitleBout } from './title-lineage';

const won = (winner: number, loser: number, interim = false, title = 'UFC heavyweight'): TitleBout => ({
  title,
  fighterA: winner,
  fighterB: loser,
  outcomeA: 'W',
  interim,
});
const holdersAfter = (bouts: TitleBout[]) => {
  const lineage = new TitleLineage();
  for (const bout of bouts) lineage.record(bout);
  // Holders as fighter numbers, an interim champion's negated: [1, -3] is champion 1 with interim champion 3.
  return Object.fromEntries([...lineage.holders()].map(([title, holders]) => [title, holders.map((h) => (h.interim ? -h.fighter : h.fighter))]));
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
});
