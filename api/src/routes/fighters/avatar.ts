// The generated picture of a fighter without a photo: their initials on a colour picked from the id, so
// the same fighter always looks the same. We hold no photos yet (no source with a usable licence).

const COLOURS = ['#b91c1c', '#c2410c', '#a16207', '#15803d', '#0f766e', '#0369a1', '#4338ca', '#7e22ce', '#be185d', '#374151'];

export function initialsOf(name: string): string {
  const words = name.normalize('NFKD').replace(/\p{M}+/gu, '').split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const letters = words.length > 1 ? [words[0]![0], words.at(-1)![0]] : [words[0]?.[0]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}

export function avatarSvg(id: number, name: string): string {
  const colour = COLOURS[id % COLOURS.length];
  const initials = initialsOf(name).replace(/[<>&"']/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="${initials}">` +
    `<rect width="128" height="128" fill="${colour}"/>` +
    `<text x="64" y="64" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="52" font-weight="600" fill="#fff">${initials}</text></svg>`;
}

export const avatarUrl = (id: number) => `/api/fighters/${id}/avatar.svg`;
