import { describe, expect, it } from 'vitest';
import { recordNote } from './record-note';

const record = { wins: 10, losses: 2, draws: 0, noContests: 0 };

describe('recordNote', () => {
  it('says the held bouts are not the whole career when a source states a longer record', () => {
    const note = recordNote({
      boutsHeld: 12,
      record,
      firstFightDate: '2012-03-01',
      proRecord: { wins: 20, losses: 3, draws: 0, noContests: 1, source: 'Tapology', asOf: null },
    });
    expect(note).toBe('FightRank holds 12 of this fighter’s bouts; the full professional record is 20-3-0 (1 NC) (source: Tapology).');
  });

  it('says nothing when the stated record is no longer than what is held', () => {
    expect(
      recordNote({
        boutsHeld: 12,
        record,
        firstFightDate: '2012-03-01',
        proRecord: { wins: 10, losses: 2, draws: 0, noContests: 0, source: null, asOf: null },
      }),
    ).toBeNull();
  });

  it('without a stated record, names where the held bouts begin (never before 2001)', () => {
    expect(recordNote({ boutsHeld: 3, record, firstFightDate: '2016-05-01', proRecord: null })).toBe(
      'FightRank holds 3 of this fighter’s bouts; bouts before 2016, the first we hold, may be missing.',
    );
    expect(recordNote({ boutsHeld: 3, record, firstFightDate: '1997-05-01', proRecord: null })).toBe(
      'FightRank holds 3 of this fighter’s bouts; bouts before 2001 may be missing.',
    );
    expect(recordNote({ boutsHeld: 0, record, firstFightDate: null, proRecord: null })).toBeNull();
  });
});
