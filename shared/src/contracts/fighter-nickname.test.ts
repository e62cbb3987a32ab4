import { describe, expect, it } from 'vitest';
import { shownNickname } from './fighter-nickname';

describe('shownNickname', () => {
  it('leaves out a nickname the fight name already says, whole words only', () => {
    expect(shownNickname('Cris Cyborg', 'Cyborg')).toBeNull();
    expect(shownNickname('Mirko Cro Cop', 'Cro-Cop')).toBeNull();
    expect(shownNickname('Jon Jones', 'Bones')).toBe('Bones');
    expect(shownNickname('Jon Jones', null)).toBeNull();
    // A word, not a piece of one: "Jo" is not in "Jon Jones".
    expect(shownNickname('Jon Jones', 'Jo')).toBe('Jo');
  });
});
