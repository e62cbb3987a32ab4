import { describe, expect, it } from 'vitest';
import { avatarColour, avatarSvg, initialsOf } from './avatar';

const fillOf = (svg: string) => /<rect[^>]*fill="([^"]+)"/.exec(svg)?.[1];

describe('the generated fighter picture', () => {
  it('has the same colour on the fighter page and on the share card', () => {
    for (const id of [1, 7, 12, 2024]) {
      expect(fillOf(avatarSvg(id, 'Jon Jones', 'icon'))).toBe(avatarColour(id));
      expect(fillOf(avatarSvg(id, 'Jon Jones', 'card'))).toBe(avatarColour(id));
    }
  });

  it('reads initials from the first and last word, folding accents', () => {
    expect(initialsOf('José Aldo')).toBe('JA');
    expect(initialsOf('Antônio Rodrigo Nogueira')).toBe('AN');
    expect(initialsOf('Shogun')).toBe('S');
    expect(initialsOf('!!!')).toBe('?');
  });

  it('escapes a name that carries markup', () => {
    const card = avatarSvg(3, '<script>x</script> "Evil" O\'Neil', 'card');
    expect(card).not.toContain('<script>');
    expect(card).toContain('&#60;script&#62;');
  });
});
