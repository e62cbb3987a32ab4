import { describe, expect, it } from 'vitest';
import { proRecordMark, recordNote } from './record-note';

describe('recordNote', () => {
  it('says the held bouts are not the whole career when a source states a longer record', () => {
    const note = recordNote({
      boutsHeld: 12,
      recordComplete: false,
      firstFightDate: '2012-03-01',
      proRecord: { wins: 20, losses: 3, draws: 0, noContests: 1, source: 'Tapology', asOf: null },
    });
    expect(note).toBe('FightRank holds 12 of this fighter’s bouts; the full professional record is 20-3-0 (1 NC). Source: Tapology.');
    expect(
      recordNote({
        boutsHeld: 19,
        recordComplete: false,
        firstFightDate: '2014-05-24',
        proRecord: { wins: 26, losses: 1, draws: 0, noContests: 0, source: 'UFC.com', asOf: '2024-06-01' },
      }),
    ).toBe('FightRank holds 19 of this fighter’s bouts; the full professional record is 26-1-0. Source: UFC.com.');
    // Bouts held since the stated date: the lists' sum first, the stated record beside it (session 40, Horiguchi).
    expect(
      recordNote({
        boutsHeld: 21,
        recordComplete: false,
        firstFightDate: '2012-10-06',
        proRecord: { wins: 32, losses: 5, draws: 0, noContests: 1, source: 'calfkicker.com', asOf: '2023-12-31', current: { wins: 33, losses: 5, draws: 0 } },
      }),
    ).toBe(
      'FightRank holds 21 of this fighter’s bouts; the full professional record is 33-5-0 (1 NC): 32-5-0 as stated, and the bouts held since. Source: calfkicker.com.',
    );
  });

  it('says nothing when the record is whole, however many bouts came after the stated date', () => {
    expect(
      recordNote({
        boutsHeld: 12,
        recordComplete: true,
        firstFightDate: '2012-03-01',
        proRecord: { wins: 10, losses: 2, draws: 0, noContests: 0, source: null, asOf: null },
      }),
    ).toBeNull();
  });

  it('still says so when a stated record with fewer bouts than we hold counts them another way', () => {
    // Held 12 bouts, stated 10-1 as of an earlier date: not whole, so the note stays (the old rule compared totals).
    expect(
      recordNote({
        boutsHeld: 12,
        recordComplete: false,
        firstFightDate: '2012-03-01',
        proRecord: { wins: 10, losses: 1, draws: 0, noContests: 0, source: null, asOf: '2020-01-01' },
      }),
    ).toBe('FightRank holds 12 of this fighter’s bouts; the full professional record is 10-1-0.');
  });

  it('without a stated record, names the year the held bouts begin, as the lists\' "since" mark does', () => {
    expect(recordNote({ boutsHeld: 3, recordComplete: false, firstFightDate: '2016-05-01', proRecord: null })).toBe(
      'FightRank holds 3 of this fighter’s bouts; bouts before 2016, the first we hold, may be missing, and so may bouts in promotions our sources do not cover.',
    );
    expect(recordNote({ boutsHeld: 3, recordComplete: false, firstFightDate: '1997-05-01', proRecord: null })).toBe(
      'FightRank holds 3 of this fighter’s bouts; bouts before 1997, the first we hold, may be missing, and so may bouts in promotions our sources do not cover (most smaller ones before 2001).',
    );
    expect(recordNote({ boutsHeld: 3, recordComplete: false, firstFightDate: null, proRecord: null })).toBe(
      'FightRank holds 3 of this fighter’s bouts; bouts may be missing, and so may bouts in promotions our sources do not cover.',
    );
    expect(recordNote({ boutsHeld: 0, recordComplete: false, firstFightDate: null, proRecord: null })).toBeNull();
  });
});

describe('proRecordMark', () => {
  const row = { totalWins: 15, totalLosses: 1, recordSince: 2015, proRecord: { wins: 26, losses: 1 } };

  it('gives the stated record, marked "pro", where the bouts held are not the whole career', () => {
    expect(proRecordMark({ ...row, recordComplete: false })).toEqual({
      wins: 26,
      losses: 1,
      shown: 'pro',
      spoken: 'Professional record, as a source states it; the bouts FightRank holds since 2015 make 15-1.',
    });
  });

  it('gives nothing for a whole record, a row without a stated one, or a row that does not say', () => {
    expect(proRecordMark({ ...row, recordComplete: true })).toBeNull();
    expect(proRecordMark({ ...row, recordComplete: false, proRecord: null })).toBeNull();
    expect(proRecordMark({ ...row })).toBeNull();
  });
});
