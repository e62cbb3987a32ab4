// A generated picture for fighters without a photo (our sources carry none): their initials on a
// colour picked from their id, so a shared card always has an image and two fighters rarely match.

const COLOURS = ['#b91c1c', '#1d4ed8', '#047857', '#7c3aed', '#b45309', '#0f766e', '#be185d', '#374151'];

export function initials(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s'-]/gu, '')
    .split(/[\s-]+/)
    .filter(Boolean);
  const first = words[0]?.[0] ?? '?';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function fighterAvatarSvg(id: number, name: string): string {
  const colour = COLOURS[id % COLOURS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400" role="img" aria-label="${escapeXml(name)}">
<rect width="400" height="400" fill="${colour}"/>
<text x="200" y="200" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" font-size="160" font-weight="700" fill="#ffffff">${escapeXml(initials(name))}</text>
<text x="200" y="360" text-anchor="middle" font-family="system-ui, sans-serif" font-size="28" font-weight="700" fill="#ffffff" opacity=".85">FightRank</text>
</svg>`;
}
