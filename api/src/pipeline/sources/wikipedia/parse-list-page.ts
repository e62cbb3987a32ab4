// Event lists ("List of UFC events", "List of PFL events") and yearly pages ("2025 in ONE Championship") -> the
// event articles their tables link to, with the date the row gives. Each table row names one event; its first
// link is the event (the venue and city links come after it), so the other links of the row are not followed.
import { parseWikiDate } from './wiki-dates';
import { allLinks, stripComments, stripFootnotes } from './wikitext';

export interface ListedEvent {
  /** Article title of the event page. */
  readonly title: string;
  /** ISO date the row gives; null when the row has none. */
  readonly date: string | null;
}

export function parseListPage(wikitext: string): ListedEvent[] {
  const text = stripFootnotes(stripComments(wikitext));
  const listed = new Map<string, ListedEvent>();
  for (const table of wikitables(text)) {
    for (const row of table.split(/\n\|-[^\n]*/).slice(1)) {
      const event = allLinks(row).find((link) => !isLinkToSomethingElse(link.target));
      // A row linking into a section of a page (an event without an article of its own) gives no page to read.
      if (!event || event.toSection || listed.has(event.target)) continue;
      const date =
        row
          .split(/\|\||!!|\n[|!]/)
          .map((cell) => parseWikiDate(cell))
          .find(Boolean) ?? null;
      listed.set(event.target, { title: event.target, date });
    }
  }
  return [...listed.values()];
}

/** The bodies of every {| … |} table, nested tables included in their parent. */
function wikitables(text: string): string[] {
  const tables: string[] = [];
  let depth = 0;
  let start = -1;
  for (const match of text.matchAll(/^\s*(\{\||\|\})/gm)) {
    if (match[1] === '{|') {
      if (depth === 0) start = match.index;
      depth += 1;
    } else if (depth > 0) {
      depth -= 1;
      if (depth === 0) tables.push(text.slice(start, match.index));
    }
  }
  return tables;
}

// A row's first link is sometimes a year, a country or a season page rather than the event.
function isLinkToSomethingElse(target: string): boolean {
  return /^\d{4}$/.test(target) || /^(List of|Category:|Template:|Wikipedia:)/i.test(target);
}
