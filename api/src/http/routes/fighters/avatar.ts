// The generated picture of a fighter without a photo: their initials on a colour picked from the id, so the same
// fighter looks the same everywhere: on his page (/api/fighters/:id/avatar.svg) and on the card a shared link shows
// (/api/pages/avatar/:id.svg, with the site's name under the initials). We hold no photos (no source with a usable licence).

const COLOURS = ['#b91c1c', '#c2410c', '#a16207', '#15803d', '#0f766e', '#0369a1', '#4338ca', '#7e22ce', '#be185d', '#374151'];

/** First and last word's first letters, accents folded: "José Aldo" → "JA", "Shogun" → "S"; "?" when there are none. */
export function initialsOf(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The colour a fighter's picture has, the same in every size. */
export const avatarColour = (id: number) => COLOURS[id % COLOURS.length]!;

/** `icon`: the 128 px square of the fighter page; `card`: the 400 px share image, with "FightRank" under the initials. */
export function avatarSvg(id: number, name: string, variant: 'icon' | 'card' = 'icon'): string {
  const initials = escapeXml(initialsOf(name));
  if (variant === 'icon') {
    return (
      `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="${initials}">` +
      `<rect width="128" height="128" fill="${avatarColour(id)}"/>` +
      `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="52" font-weight="600" fill="#fff">${initials}</text></svg>`
    );
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="400" height="400" fill="${avatarColour(id)}"/>` +
    `<text x="200" y="200" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="160" font-weight="700" fill="#fff">${initials}</text>` +
    `<text x="200" y="360" text-anchor="middle" font-family="system-ui,sans-serif" font-size="28" font-weight="700" fill="#fff" opacity=".85">FightRank</text></svg>`
  );
}

export const avatarUrl = (id: number) => `/api/fighters/${id}/avatar.svg`;
