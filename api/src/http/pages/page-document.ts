// Puts a page's share card into the shell's index.html: title, description, canonical link, Open
// Graph and Twitter tags. Chat apps and search engines read these without running any JavaScript.
// Every value is HTML-escaped; the template's own tags for the same things are replaced, not doubled.
// It also fills the page's first view (its heading and lead, see @fightrank/shared/routing first-view-text.ts).
import { FIRST_VIEW_TOKENS, type FirstViewText } from '@fightrank/shared/routing';

export interface PageMeta {
  /** The full document title, e.g. "Jon Jones: #1 pound for pound | FightRank". */
  title: string;
  description: string;
  /** Absolute URL of the page's one true address. */
  canonicalUrl: string;
  /** Absolute URL of the card's picture. */
  imageUrl: string;
  imageAlt: string;
  /** The picture's pixel size, when known: networks lay the card out before fetching it. */
  imageSize?: { width: number; height: number };
  /** Open Graph type: a fighter page is a profile, everything else a website. */
  type: 'website' | 'profile';
}

export const SITE_NAME = 'FightRank';

/** A link the first view offers, e.g. one of several fighters a bare slug names. */
export interface PageChoice {
  href: string;
  label: string;
}

/** Choices as links inside the intro paragraph (inline, so valid wherever the paragraph is), escaped. */
function choiceLinks(choices: readonly PageChoice[]): string {
  return choices.map((c) => `<a href="${escapeHtml(c.href)}" class="underline">${escapeHtml(clean(c.label, 200))}</a>`).join(' · ');
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);
}

/** Drops control characters and squeezes whitespace, so a data quirk cannot break the card. */
function clean(text: string, max: number): string {
  const flat = text
    .replace(/[\u0000-\u001f\u007f]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

export function renderMetaTags(meta: PageMeta): string {
  const title = escapeHtml(clean(meta.title, 120));
  const description = escapeHtml(clean(meta.description, 300));
  const canonical = escapeHtml(meta.canonicalUrl);
  const image = escapeHtml(meta.imageUrl);
  const alt = escapeHtml(clean(meta.imageAlt, 200));
  return [
    `<title>${title}</title>`,
    `<meta name="description" content="${description}" />`,
    `<link rel="canonical" href="${canonical}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${title}" />`,
    `<meta property="og:description" content="${description}" />`,
    `<meta property="og:url" content="${canonical}" />`,
    `<meta property="og:image" content="${image}" />`,
    `<meta property="og:image:alt" content="${alt}" />`,
    ...(meta.imageSize
      ? [
          `<meta property="og:image:type" content="image/png" />`,
          `<meta property="og:image:width" content="${meta.imageSize.width}" />`,
          `<meta property="og:image:height" content="${meta.imageSize.height}" />`,
        ]
      : []),
    `<meta name="twitter:card" content="${meta.imageSize ? 'summary_large_image' : 'summary'}" />`,
    `<meta name="twitter:title" content="${title}" />`,
    `<meta name="twitter:description" content="${description}" />`,
    `<meta name="twitter:image" content="${image}" />`,
  ].join('\n    ');
}

const TEMPLATE_META = [
  /<title>[\s\S]*?<\/title>\s*/gi,
  /<meta\s+name="description"[^>]*>\s*/gi,
  /<link\s+rel="canonical"[^>]*>\s*/gi,
  /<meta\s+(?:property="og:|name="twitter:)[^>]*>\s*/gi,
];

const FIRST_VIEW_TOKEN_PATTERN = new RegExp(
  Object.values(FIRST_VIEW_TOKENS)
    .map((token) => token.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|'),
  'g',
);

/**
 * The template with its generic title and description swapped for the page's own tags, and its first view's
 * tokens for the page's heading and lead (a template without the tokens, such as the bare one, has no first view).
 */
export function renderPageDocument(template: string, meta: PageMeta, firstView?: FirstViewText, choices?: readonly PageChoice[]): string {
  let html = template;
  for (const pattern of TEMPLATE_META) html = html.replace(pattern, '');
  const filled: Record<string, string> = {
    [FIRST_VIEW_TOKENS.title]: escapeHtml(clean(firstView?.title ?? '', 200)),
    [FIRST_VIEW_TOKENS.lead]: escapeHtml(clean(firstView?.lead ?? '', 300)),
    [FIRST_VIEW_TOKENS.intro]: choices?.length ? choiceLinks(choices) : escapeHtml(clean(firstView?.intro ?? '', 600)),
  };
  // One pass with a function: a token inside a fighter's name is never replaced again, and "$&" stays literal.
  html = html.replace(FIRST_VIEW_TOKEN_PATTERN, (token) => filled[token] ?? '');
  const tags = renderMetaTags(meta);
  // A function replacement, so a "$&" in a fighter's name is not read as a pattern.
  if (/<\/head>/i.test(html)) return html.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
  return `${tags}\n${html}`;
}
