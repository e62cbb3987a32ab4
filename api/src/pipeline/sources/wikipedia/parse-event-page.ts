// An MMA event article's wikitext -> the event and its bouts, as the page states them. The page layout is the one
// the templates document: {{Infobox MMA event}} (name, promotion, date, venue, city), then the card as
// {{MMAevent card|<section>}} … {{MMAevent bout|weight class|fighter A|def./vs./draw|fighter B|method|round|time|notes}}
// … {{MMAevent end}}. Nothing here knows our dataset; to-source-part.ts maps the result.
import { parseWikiDate } from './wiki-dates';
import { allTemplates, firstLink, isStruck, plainText, sameTemplateName, stripComments, stripFootnotes, topLevelTemplates, type Template } from './wikitext';

export interface WikiFighter {
  /** Display name as the reader sees it, champion mark removed. */
  readonly name: string;
  /** The article the name links to ("Jon Jones", "Mike Davis (fighter)"); null for an unlinked name. */
  readonly article: string | null;
  /** {{flagicon|BRA}} code beside the name, as written; null without a flag. */
  readonly flag: string | null;
  /** "(c)" champion, "(ic)" interim champion; null otherwise. */
  readonly champion: 'c' | 'ic' | null;
}

/** What the row says happened: a win for fighter A, a draw, a no contest, or not fought yet. */
export type WikiResult = 'win' | 'draw' | 'no contest' | 'scheduled';

export interface WikiBout {
  /** The card section it is listed under ("Main card", "Preliminary card"); null before any section. */
  readonly card: string | null;
  /** 0-based position on the page. */
  readonly order: number;
  /** As written, plain ("Catchweight (150 lb)", "Women's Strawweight"). */
  readonly weightClass: string;
  readonly a: WikiFighter;
  readonly b: WikiFighter;
  readonly result: WikiResult;
  /** Plain method text ("TKO (punches)", "Decision (split) (29–28, 28–29, 29–28)"); null when empty. */
  readonly method: string | null;
  readonly round: number | null;
  /** "4:29"; null when empty. */
  readonly time: string | null;
  /** Plain notes, footnotes removed. */
  readonly notes: string;
  /** A championship is on the line: a champion's mark, or the notes say the bout is for a title. */
  readonly titleBout: boolean;
  /** For an interim title: "(ic)" and no "(c)", or notes saying so. */
  readonly interimTitle: boolean;
}

/** A row the page lists but that was not fought: struck through, or marked cancelled. */
export interface WikiCancelledBout {
  readonly weightClass: string;
  readonly a: string;
  readonly b: string;
  readonly reason: string;
}

/** A row that is no MMA bout (ONE's Muay Thai and kickboxing bouts, grappling matches, exhibitions). */
export interface WikiOtherBout {
  readonly weightClass: string;
  readonly a: string;
  readonly b: string;
}

export interface WikiEventPage {
  readonly title: string;
  /** Infobox name, else the page title. */
  readonly name: string;
  /** Infobox promotion as plain text ("Ultimate Fighting Championship"); null when missing. */
  readonly promotion: string | null;
  /** ISO date of the card; null when the page gives none it can be read from. */
  readonly date: string | null;
  /** "Venue, City" as plain text; null when neither is given. */
  readonly location: string | null;
  readonly bouts: readonly WikiBout[];
  readonly cancelledBouts: readonly WikiCancelledBout[];
  readonly otherBouts: readonly WikiOtherBout[];
  /** Rows that could not be read, with the reason, for the import notes. */
  readonly problems: readonly string[];
}

// Disciplines ONE, Rizin and others put on MMA cards; they are not MMA results.
const NOT_MMA = /muay thai|kick ?boxing|grappling|\bboxing\b|exhibition|special rules|karate|sanda/i;

export function isEventPage(wikitext: string): boolean {
  return topLevelTemplates(stripComments(wikitext)).some((t) => sameTemplateName(t.name, 'Infobox MMA event')) || /\{\{\s*MMAevent bout\s*\|/i.test(wikitext);
}

export function parseEventPage(title: string, wikitext: string): WikiEventPage {
  const text = stripComments(wikitext);
  const templates = allTemplates(text);
  const infobox = templates.find((t) => sameTemplateName(t.name, 'Infobox MMA event'));
  const field = (name: string) => {
    const value = infobox?.named.get(name);
    return value ? plainText(value) || null : null;
  };

  const bouts: WikiBout[] = [];
  const cancelledBouts: WikiCancelledBout[] = [];
  const otherBouts: WikiOtherBout[] = [];
  const problems: string[] = [];
  let card: string | null = null;
  let order = 0;
  for (const template of templates) {
    if (sameTemplateName(template.name, 'MMAevent card')) {
      card = plainText(template.named.get('title') ?? template.named.get('name') ?? template.positional[0] ?? '') || null;
    } else if (sameTemplateName(template.name, 'MMAevent end')) {
      card = null;
    } else if (sameTemplateName(template.name, 'MMAevent bout')) {
      const row = readBoutRow(template, card, order);
      order += 1;
      if (row.kind === 'bout') bouts.push(row.bout);
      else if (row.kind === 'cancelled') cancelledBouts.push(row.bout);
      else if (row.kind === 'other') otherBouts.push(row.bout);
      else problems.push(`${title}: bout ${order} (${row.reason})`);
    }
  }

  const venue = field('venue');
  const city = field('city');
  const location = [venue, city].filter(Boolean).join(', ') || null;
  return {
    title,
    name: field('name') ?? title,
    promotion: field('promotion'),
    date: parseWikiDate(infobox?.named.get('date') ?? ''),
    location,
    bouts,
    cancelledBouts,
    otherBouts,
    problems,
  };
}

type RowReading =
  | { kind: 'bout'; bout: WikiBout }
  | { kind: 'cancelled'; bout: WikiCancelledBout }
  | { kind: 'other'; bout: WikiOtherBout }
  | { kind: 'unreadable'; reason: string };

function readBoutRow(template: Template, card: string | null, order: number): RowReading {
  const [weightText = '', aText = '', resultText = '', bText = '', methodText = '', roundText = '', timeText = '', notesText = ''] = template.positional;
  const weightClass = plainText(weightText);
  const a = readFighter(aText);
  const b = readFighter(bText);
  if (!a.name || !b.name) return { kind: 'unreadable', reason: 'a fighter is missing' };
  const method = plainText(methodText) || null;
  const notes = plainText(notesText);

  if (NOT_MMA.test(weightClass)) return { kind: 'other', bout: { weightClass, a: a.name, b: b.name } };
  const struck = [aText, resultText, bText].some(isStruck);
  const cancelledNote = /^(cancel+ed|scrapped|called off|bout (was )?cancel+ed)\b/i;
  if (struck || cancelledNote.test(method ?? '') || cancelledNote.test(notes)) {
    return { kind: 'cancelled', bout: { weightClass, a: a.name, b: b.name, reason: (cancelledNote.test(notes) ? notes : method) ?? 'struck through' } };
  }

  const result = readResult(plainText(resultText), method);
  if (!result) return { kind: 'unreadable', reason: `result "${plainText(resultText)}" with method "${method ?? ''}"` };
  const round = /^\d+$/.test(plainText(roundText)) ? Number(plainText(roundText)) : null;
  const time = /^\d{1,2}:\d{2}$/.test(plainText(timeText)) ? plainText(timeText) : null;
  const forTitle = /\bfor the\b.*\b(championship|title|belt)\b/i.test(notes) || /\btitle (bout|fight)\b/i.test(weightClass);
  const nonTitle = /non-?title|tournament|grand prix/i.test(notes);
  const titleBout = (a.champion !== null || b.champion !== null || forTitle) && !nonTitle;
  // Notes that say which title decide ("For the interim ... Championship" against "For the vacant ..."); silent notes
  // leave it to the marks: an interim champion's "(ic)" without a champion's "(c)". A unification is the title.
  const titleNamed = /(?:^|[.;]\s+)for the\b[^.]*?\b(championship|title|belt)\b/i.exec(notes)?.[0] ?? null;
  const interim =
    a.champion !== 'c' &&
    b.champion !== 'c' &&
    !/\bunif|\bundisputed\b/i.test(notes) &&
    (titleNamed === null ? a.champion === 'ic' || b.champion === 'ic' : /\binterim\b/i.test(titleNamed));
  return {
    kind: 'bout',
    bout: {
      card,
      order,
      weightClass,
      a,
      b,
      result,
      method: result === 'scheduled' ? null : method,
      round: result === 'scheduled' ? null : round,
      time: result === 'scheduled' ? null : time,
      notes,
      titleBout,
      interimTitle: titleBout && interim,
    },
  };
}

/**
 * "def." is a win for the fighter on the left. "vs." is a bout without a winner: a no contest or a draw when the
 * method says so, not fought yet when there is no method. Some pages write "draw" or "NC" in the result column.
 */
function readResult(resultText: string, method: string | null): WikiResult | null {
  const result = resultText.toLowerCase().replace(/\.$/, '').trim();
  const noContest = /^(no contest|nc)\b/i.test(method ?? '') || /\bno contest\b/i.test(method ?? '');
  const draw = /\bdraw\b/i.test(method ?? '');
  if (result === 'def' || result === 'defeated' || result === 'defeats') return 'win';
  if (result === 'draw' || result === 'drew' || result === 'drew with') return 'draw';
  if (result === 'nc' || result === 'no contest') return 'no contest';
  if (result === 'vs' || result === 'v' || result === 'versus' || result === '') {
    if (noContest) return 'no contest';
    if (draw) return 'draw';
    return method === null ? 'scheduled' : null;
  }
  return null;
}

function readFighter(wikitext: string): WikiFighter {
  const visible = stripFootnotes(wikitext);
  const flagTemplate = topLevelTemplates(visible).find((t) => /^(flagicon|flag ?icon|flagathlete|flag)$/i.test(t.name.trim()));
  const link = firstLink(visible);
  const text = plainText(visible);
  const mark = /\((c|ic)\)/i.exec(text)?.[1]?.toLowerCase() as 'c' | 'ic' | undefined;
  const name = (link?.label ?? text).replace(/\((c|ic)\)/gi, '').trim();
  return { name, article: link?.target ?? null, flag: flagTemplate?.positional[0]?.trim() || null, champion: mark ?? null };
}
