// The small part of MediaWiki markup the MMA event pages use: templates with nested templates and links as
// parameters, wiki links with labels, footnotes (<ref>, {{efn}}), strike-through and HTML comments.
// Pure string functions; no page layout knowledge here (parse-event-page.ts has that).

export interface Template {
  /** Name as written, trimmed ("MMAevent bout", "Infobox MMA event"). */
  readonly name: string;
  /** Positional parameters in order (1-based on the wiki; 0-based here), raw wikitext, trimmed. */
  readonly positional: readonly string[];
  /** Named parameters (lower-cased names), raw wikitext, trimmed. */
  readonly named: ReadonlyMap<string, string>;
  /** Offset of the opening braces in the text it was found in. */
  readonly start: number;
  readonly end: number;
}

/** Template names compare without case of the first letter, and with spaces and underscores alike. */
export function sameTemplateName(a: string, b: string): boolean {
  const canonical = (name: string) => name.trim().replace(/_/g, ' ').replace(/\s+/g, ' ').toLowerCase();
  return canonical(a) === canonical(b);
}

/** Removes what never shows on the page: HTML comments, and <nowiki> wrappers (keeping their text). */
export function stripComments(text: string): string {
  return text.replace(/<!--[\s\S]*?(-->|$)/g, '').replace(/<\/?nowiki\s*\/?>/gi, '');
}

/** Every top-level template in `text` (nested ones are inside their parent's parameters). */
export function topLevelTemplates(text: string): Template[] {
  const found: Template[] = [];
  let index = 0;
  while (index < text.length) {
    const open = text.indexOf('{{', index);
    if (open < 0) break;
    const end = matchingClose(text, open);
    if (end < 0) break;
    found.push(parseTemplate(text, open, end));
    index = end;
  }
  return found;
}

/** Templates anywhere in the text, nested ones included, in order of their opening braces. */
export function allTemplates(text: string): Template[] {
  const found: Template[] = [];
  for (const template of topLevelTemplates(text)) {
    found.push(template);
    const inner = text.slice(template.start + 2, template.end - 2);
    for (const nested of allTemplates(inner)) {
      found.push({ ...nested, start: nested.start + template.start + 2, end: nested.end + template.start + 2 });
    }
  }
  return found.sort((x, y) => x.start - y.start);
}

/** Offset just past the "}}" closing the template opened at `open`, or -1 when it never closes. */
function matchingClose(text: string, open: number): number {
  let depth = 0;
  let index = open;
  while (index < text.length) {
    if (text.startsWith('{{', index)) {
      depth += 1;
      index += 2;
    } else if (text.startsWith('}}', index)) {
      depth -= 1;
      index += 2;
      if (depth === 0) return index;
    } else index += 1;
  }
  return -1;
}

function parseTemplate(text: string, start: number, end: number): Template {
  const parts = splitTopLevel(text.slice(start + 2, end - 2), '|');
  const anonymous: string[] = [];
  const numbered = new Map<number, string>();
  const named = new Map<string, string>();
  for (const part of parts.slice(1)) {
    const equals = topLevelIndexOf(part, '=');
    const name = equals > 0 ? part.slice(0, equals).trim() : '';
    // "2 = x" names a position explicitly; "a=b" inside a link or a nested template is not a name.
    if (equals > 0 && /^[\w -]+$/.test(name)) {
      if (/^\d+$/.test(name)) numbered.set(Number(name) - 1, part.slice(equals + 1).trim());
      else named.set(name.toLowerCase(), part.slice(equals + 1).trim());
    } else anonymous.push(part.trim());
  }
  // As MediaWiki numbers them: unnamed parameters 1, 2, 3… in order; an explicit "2=" overrides position 2.
  const positional = [...anonymous];
  for (const [index, value] of numbered) positional[index] = value;
  return { name: (parts[0] ?? '').trim(), positional: Array.from(positional, (value) => value ?? ''), named, start, end };
}

/**
 * Splits on `separator` outside nested templates, links, and <ref>…</ref> bodies (a citation may hold a bare "|").
 */
export function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let current = 0;
  let index = 0;
  while (index < text.length) {
    const refEnd = refBodyEnd(text, index);
    if (refEnd > index) {
      index = refEnd;
      continue;
    }
    const pair = text.slice(index, index + 2);
    if (pair === '{{' || pair === '[[') {
      depth += 1;
      index += 2;
    } else if ((pair === '}}' || pair === ']]') && depth > 0) {
      depth -= 1;
      index += 2;
    } else {
      if (depth === 0 && text[index] === separator) {
        parts.push(text.slice(current, index));
        current = index + 1;
      }
      index += 1;
    }
  }
  parts.push(text.slice(current));
  return parts;
}

function topLevelIndexOf(text: string, character: string): number {
  const first = splitTopLevel(text, character)[0]!;
  return first.length < text.length ? first.length : -1;
}

/** When a <ref …>…</ref> opens at `index`, the offset past its close; otherwise `index`. */
function refBodyEnd(text: string, index: number): number {
  if (text[index] !== '<' || !/^<ref\b/i.test(text.slice(index, index + 5))) return index;
  const tagEnd = text.indexOf('>', index);
  if (tagEnd < 0) return index;
  if (text[tagEnd - 1] === '/') return tagEnd + 1;
  const close = text.slice(tagEnd).search(/<\/ref\s*>/i);
  if (close < 0) return index;
  const closeEnd = text.indexOf('>', tagEnd + close);
  return closeEnd + 1;
}

/** Footnotes and citations the reader sees only as a superscript: <ref>, {{efn}}, {{sfn}}, {{refn}}, {{citation needed}}. */
export function stripFootnotes(text: string): string {
  let result = text.replace(/<ref\b[^>]*\/>/gi, '').replace(/<ref\b[^>]*>[\s\S]*?<\/ref\s*>/gi, '');
  for (const template of topLevelTemplates(result).reverse()) {
    if (/^(efn|efn-\w+|sfn|refn|notetag|citation needed|cn|r)$/i.test(template.name.replace(/_/g, ' '))) {
      result = result.slice(0, template.start) + result.slice(template.end);
    }
  }
  return result;
}

export interface WikiLink {
  /** Page title linked to, with the first letter upper-cased and underscores as spaces, no #section. */
  readonly target: string;
  /** What the reader sees. */
  readonly label: string;
  /** True for a link to a section ("2024 in ONE Championship#ONE Friday Fights 90"): a part of a page, not a page. */
  readonly toSection: boolean;
}

/** The first internal link in the text ("[[Jon Jones (fighter)|Jon Jones]]"), or null. */
export function firstLink(text: string): WikiLink | null {
  const match = /\[\[([^[\]|]+)(?:\|([^[\]]*))?\]\]/.exec(text);
  if (!match) return null;
  const target = pageTitle(match[1]!);
  if (!target) return null;
  return { target, label: plainText(match[2] ?? match[1]!.replace(/#.*$/, '')), toSection: match[1]!.includes('#') };
}

/** Every internal link to an article (no files, categories or interwiki links), in order. */
export function allLinks(text: string): WikiLink[] {
  const links: WikiLink[] = [];
  for (const match of text.matchAll(/\[\[([^[\]|]+)(?:\|([^[\]]*))?\]\]/g)) {
    const raw = match[1]!;
    if (/^\s*:?\s*(file|image|category|[a-z]{2,3}|wikt|wiktionary)\s*:/i.test(raw)) continue;
    const target = pageTitle(raw);
    if (target) links.push({ target, label: plainText(match[2] ?? raw), toSection: raw.includes('#') });
  }
  return links;
}

/** MediaWiki's normal form of a title: spaces for underscores, one space, first letter upper case, no section. */
export function pageTitle(raw: string): string {
  const title = raw.replace(/#.*$/, '').replace(/_/g, ' ').replace(/\s+/g, ' ').trim().replace(/^:/, '');
  return title ? title[0]!.toUpperCase() + title.slice(1) : '';
}

// Templates whose visible text is one of their parameters.
const TEXT_OF: Readonly<Record<string, (template: Template) => string>> = {
  nowrap: (t) => t.positional[0] ?? '',
  small: (t) => t.positional[0] ?? '',
  sortname: (t) => `${t.positional[0] ?? ''} ${t.positional[1] ?? ''}`,
  nobold: (t) => t.positional[0] ?? '',
  abbr: (t) => t.positional[0] ?? '',
  strike: (t) => t.positional[0] ?? '',
  s: (t) => t.positional[0] ?? '',
};

/** What a reader sees, as plain text: links by their labels, footnotes, flags, markup and tags removed. */
export function plainText(wikitext: string): string {
  let text = stripFootnotes(stripComments(wikitext));
  for (const template of topLevelTemplates(text).reverse()) {
    const visible = TEXT_OF[template.name.trim().toLowerCase()];
    text = text.slice(0, template.start) + (visible ? plainText(visible(template)) : '') + text.slice(template.end);
  }
  return text
    .replace(/\[\[([^[\]|]+)\|([^[\]]*)\]\]/g, '$2')
    .replace(/\[\[([^[\]|]+)\]\]/g, (_, target: string) => target.replace(/#.*$/, ''))
    .replace(/\[(?:https?:)?\/\/\S+\s+([^\]]+)\]/g, '$1')
    .replace(/'{2,}/g, '')
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&ndash;/g, '–')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** True when the text is struck through (<s>, <del>, <strike>, {{strike}}, {{s}}): a bout that did not happen. */
export function isStruck(wikitext: string): boolean {
  return /<(s|del|strike)\b[^>]*>/i.test(wikitext) || topLevelTemplates(wikitext).some((t) => /^(strike|s)$/i.test(t.name.trim()));
}
