// Wikipedia event pages -> the source layer's records (events, bouts, fighter facts), keyed so that a card read
// again later (a revision with results, a page moved to a new title) lands on the same rows: events by page id,
// bouts by page id and the pair of fighters, fighters by the article their name links to.
import { countryOfFlag } from '../normalise/countries';
import { clockToSeconds } from '../normalise/measures';
import { normalizeMethod } from '../normalise/methods';
import { nameSlug } from '../normalise/names';
import { knownOrganizationFromEventName, organizationFromEventName } from '../normalise/organizations';
import type { BoutOutcome, SourcePage } from '../dataset';
import { withCardPositions } from '../parse/card-position';
import type { FighterFacts, FighterRef, SourceBout, SourceEvent, SourcePart } from '../source-records';
import { beltClass, listDivision, normalizeWeightClass } from '../normalise/weight-classes';
import type { WikiPage } from './parse-answer';
import { isEventPage, parseEventPage, type WikiBout, type WikiEventPage, type WikiFighter } from './parse-event-page';

export interface WikipediaPart extends SourcePart {
  readonly pages: readonly SourcePage[];
}

// The promotion an article's infobox names, when the event's own name does not tell (a ONE card named "ONE 170").
const PROMOTIONS: readonly [RegExp, string][] = [
  [/^(Ultimate Fighting Championship|UFC)$/i, 'UFC'],
  [/^(Professional Fighters League|PFL)$/i, 'PFL'],
  [/^Bellator/i, 'BELLATOR'],
  [/^ONE( Championship)?$/i, 'ONE'],
  [/^Rizin/i, 'RIZIN'],
  [/^(KSW|Konfrontacja Sztuk Walki)$/i, 'KSW'],
  [/^Oktagon/i, 'OKTAGON'],
  [/^Invicta/i, 'INVICTA'],
  [/^Dana White'?s Contender Series$/i, 'DWCS'],
];

const OUTCOME: Readonly<Record<WikiBout['result'], BoutOutcome | null>> = { win: 'W', draw: 'D', 'no contest': 'NC', scheduled: null };

export function toSourcePart(pages: readonly WikiPage[]): WikipediaPart {
  const events: SourceEvent[] = [];
  const bouts: SourceBout[] = [];
  const records: SourcePage[] = [];
  const seen = new Map<string, { labels: Map<string, number>; flags: Map<string, number>; seenIn: { weightClass: string | null; date: string | null }[] }>();

  for (const page of [...pages].sort((x, y) => x.pageId - y.pageId)) {
    if (!isEventPage(page.wikitext)) {
      records.push({ title: page.title, pageId: page.pageId, revisionId: page.revisionId, eventKey: null, notes: [] });
      continue;
    }
    const parsed = parseEventPage(page.title, page.wikitext);
    const notes = pageNotes(parsed);
    if (!parsed.date) {
      records.push({ ...pageRecord(page, null), notes: [...notes, 'no date the infobox states: the card is left out'] });
      continue;
    }
    const eventKey = `wiki:${page.pageId}`;
    const allCancelled = parsed.bouts.length === 0 && parsed.cancelledBouts.length > 0;
    const organization = organizationOf(parsed);
    events.push({
      key: eventKey,
      source: 'wikipedia',
      name: parsed.name,
      date: parsed.date,
      location: parsed.location,
      organization,
      status: allCancelled ? 'cancelled' : null,
      ids: {},
    });
    const pairs = new Map<string, number>();
    for (const bout of parsed.bouts) {
      const weightClass = listDivision(organization, normalizeWeightClass(bout.weightClass));
      const titleClass = bout.titleBout ? beltClass(organization, normalizeWeightClass(bout.weightClass)) : null;
      for (const fighter of [bout.a, bout.b]) {
        if (!fighter.article) continue;
        const entry = seen.get(fighter.article) ?? seen.set(fighter.article, { labels: new Map(), flags: new Map(), seenIn: [] }).get(fighter.article)!;
        entry.labels.set(fighter.name, (entry.labels.get(fighter.name) ?? 0) + 1);
        const country = fighter.flag ? countryOfFlag(fighter.flag) : null;
        if (country) entry.flags.set(country.name, (entry.flags.get(country.name) ?? 0) + 1);
        entry.seenIn.push({ weightClass, date: parsed.date });
      }
      const pair = [fighterId(bout.a), fighterId(bout.b)].sort().join('~');
      const repeat = pairs.get(pair) ?? 0;
      pairs.set(pair, repeat + 1);
      bouts.push({
        key: `${eventKey}:${pair}${repeat > 0 ? `#${repeat + 1}` : ''}`,
        source: 'wikipedia',
        eventKey,
        a: refOf(bout.a),
        b: refOf(bout.b),
        outcomeA: OUTCOME[bout.result],
        weightClass,
        titleBout: bout.titleBout,
        interimTitle: bout.interimTitle,
        ...(titleClass ? { titleClass } : {}),
        scheduledRounds: null,
        method: bout.result === 'scheduled' ? null : normalizeMethod(methodWords(bout.method)),
        methodDetail: bout.method,
        endRound: bout.round,
        endTimeSeconds: clockToSeconds(bout.time),
        ids: {},
        order: bout.order,
      });
    }
    records.push({ ...pageRecord(page, eventKey), notes });
  }

  const fighters: FighterFacts[] = [...seen].map(([article, entry]) => {
    const [name] = mostCommon(entry.labels)!;
    const [nationality = null] = mostCommon(entry.flags) ?? [];
    const titleName = article.replace(/\s*\([^)]*\)$/, '');
    const aliases = [...new Set([...entry.labels.keys(), titleName])].filter((other) => other !== name);
    return { source: 'wikipedia', system: 'wikipedia', id: article, name, aliases, nationality, seenIn: entry.seenIn };
  });
  // A page's fight card tables list the main event first.
  return { events, bouts: withCardPositions(bouts, true), fighters, pages: records };
}

function mostCommon(counts: ReadonlyMap<string, number>): [string, number] | undefined {
  return [...counts].sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : 1))[0];
}

function pageRecord(page: WikiPage, eventKey: string | null): Omit<SourcePage, 'notes'> {
  return { title: page.title, pageId: page.pageId, revisionId: page.revisionId, eventKey };
}

function pageNotes(page: WikiEventPage): string[] {
  return [
    ...page.cancelledBouts.map((bout) => `cancelled: ${bout.a} vs. ${bout.b} (${bout.weightClass}): ${bout.reason}`),
    ...page.otherBouts.map((bout) => `not MMA: ${bout.a} vs. ${bout.b} (${bout.weightClass})`),
    ...page.problems.map((problem) => `unreadable: ${problem}`),
  ];
}

/** The event's name says it when it starts like a known promotion ("Bellator Champions Series" on a PFL page). */
function organizationOf(page: WikiEventPage): string {
  const byName = knownOrganizationFromEventName(page.name) ?? knownOrganizationFromEventName(page.title);
  if (byName) return byName;
  const byPromotion = PROMOTIONS.find(([pattern]) => pattern.test(page.promotion ?? ''))?.[1];
  return byPromotion ?? organizationFromEventName(page.name);
}

/** The article when the name is linked (two "Bruno Silva" articles are two people); the name otherwise. */
function refOf(fighter: WikiFighter): FighterRef {
  return fighter.article ? { kind: 'id', system: 'wikipedia', id: fighter.article, name: fighter.name } : { kind: 'name', name: fighter.name };
}

function fighterId(fighter: WikiFighter): string {
  return fighter.article ? nameSlug(fighter.article) || fighter.article : `name-${nameSlug(fighter.name)}`;
}

/** Wikipedia's "Decision (unanimous)" and "Draw (majority)" in the words the method rules read. */
function methodWords(method: string | null): string | null {
  if (!method) return null;
  const decision = /^(?:decision|draw)\s*\((unanimous|split|majority)\)/i.exec(method);
  if (decision) return `Decision - ${decision[1]}`;
  if (/^technical submission\b/i.test(method)) return 'Submission';
  if (/^(technical )?knockout\b/i.test(method)) return 'KO/TKO';
  if (/^(no contest|draw)\b/i.test(method)) return /^draw/i.test(method) ? 'Decision' : 'Other';
  return method;
}
