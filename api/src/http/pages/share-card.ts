// The picture a shared fighter link shows (og:image): a 1200×630 PNG drawn on the server, because social networks
// do not show SVG. It is an SVG composed here, rasterised by resvg with a vendored font (DejaVu Sans Bold,
// fonts/LICENSE-DejaVu.txt), so every server draws the same letters whatever fonts its system has (decision 048).
import { fileURLToPath } from 'node:url';
import { Resvg } from '@resvg/resvg-js';
import { avatarColour, initialsOf } from '../routes/fighters/avatar';

const FONT_FILE = fileURLToPath(new URL('./fonts/DejaVuSans-Bold.ttf', import.meta.url));
const FONT_FAMILY = 'DejaVu Sans';

export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;

export interface ShareCardFacts {
  id: number;
  name: string;
  /** ISO 3166-1 alpha-2, shown as a badge: colour emoji flags need an emoji font no server can be counted on for. */
  countryCode: string | null;
  /** "#2 pound for pound"; null when unranked. */
  rank: string | null;
  /** "27-1-0". */
  record: string;
}

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
/** Long names get a smaller size rather than running off the card; past that they are cut with an ellipsis. */
const fit = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

export function shareCardSvg(facts: ShareCardFacts): string {
  const name = fit(facts.name, 34);
  const nameSize = name.length > 22 ? 56 : 72;
  const lines = [facts.rank, `Record ${facts.record}`].filter((line): line is string => Boolean(line));
  const country = facts.countryCode && /^[A-Z]{2}$/.test(facts.countryCode) ? facts.countryCode : null;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${SHARE_CARD_WIDTH}" height="${SHARE_CARD_HEIGHT}" viewBox="0 0 ${SHARE_CARD_WIDTH} ${SHARE_CARD_HEIGHT}">` +
    `<rect width="100%" height="100%" fill="#18181b"/>` +
    `<rect x="60" y="60" width="240" height="240" rx="24" fill="${avatarColour(facts.id)}"/>` +
    `<text x="180" y="180" dy=".35em" text-anchor="middle" font-size="104" fill="#fff">${escapeXml(initialsOf(facts.name))}</text>` +
    (country
      ? `<rect x="340" y="70" width="96" height="52" rx="8" fill="#3f3f46"/><text x="388" y="96" dy=".35em" text-anchor="middle" font-size="30" fill="#fff">${country}</text>`
      : '') +
    `<text x="340" y="210" font-size="${nameSize}" fill="#fff">${escapeXml(name)}</text>` +
    lines.map((line, i) => `<text x="340" y="${280 + i * 56}" font-size="40" fill="#d4d4d8">${escapeXml(line)}</text>`).join('') +
    `<text x="60" y="560" font-size="40" fill="#f97316">FightRank</text>` +
    `<text x="1140" y="560" text-anchor="end" font-size="28" fill="#a1a1aa">MMA rankings from every professional bout</text>` +
    `</svg>`
  );
}

export function renderShareCard(facts: ShareCardFacts): Buffer {
  const resvg = new Resvg(shareCardSvg(facts), {
    font: { fontFiles: [FONT_FILE], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY },
  });
  return resvg.render().asPng();
}
