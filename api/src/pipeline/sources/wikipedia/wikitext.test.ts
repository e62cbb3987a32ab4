import { describe, expect, it } from 'vitest';
import { parseAnswer } from './parse-answer';
import { parseListPage } from './parse-list-page';
import { parseWikiDate } from './wiki-dates';
import { allLinks, plainText, topLevelTemplates } from './wikitext';
import { readFileSync } from 'node:fs';

const answer = (name: string) => parseAnswer(readFileSync(new URL(`./fixtures/${name}`, import.meta.url), 'utf8'), name);

describe('wikitext templates and text', () => {
  it('splits parameters only at the top level: nested templates, links and citations keep their pipes', () => {
    const [bout] = topLevelTemplates(
      '{{MMAevent bout|Heavyweight|[[Jon Jones (fighter)|Jon Jones]]|def.|B|TKO (punches)|1|1:00|<ref name=a>{{cite web|url=x|title=y}} a | b</ref>{{efn|x|y}}}}',
    );
    expect(bout!.positional).toEqual([
      'Heavyweight',
      '[[Jon Jones (fighter)|Jon Jones]]',
      'def.',
      'B',
      'TKO (punches)',
      '1',
      '1:00',
      '<ref name=a>{{cite web|url=x|title=y}} a | b</ref>{{efn|x|y}}',
    ]);
  });

  it('reads named parameters, lower-cased, and explicit positions', () => {
    const [template] = topLevelTemplates('{{Infobox MMA event\n| Name = X [[A|b=c]]\n| 2 = second\n| first}}');
    expect(template!.named.get('name')).toBe('X [[A|b=c]]');
    expect(template!.positional).toEqual(['first', 'second']);
  });

  it('shows what a reader sees: labels, no footnotes, comments, flags, bold or tags', () => {
    expect(plainText("'''[[Paul Craig (fighter)|Paul Craig]]'''<ref>x</ref>{{efn|note}}<!-- c --> {{flagicon|SCO}}&nbsp;(c)<br/>")).toBe('Paul Craig (c)');
    expect(plainText('{{nowrap|Main card}} [[Bangkok]], [[Thailand#x|Thailand]]')).toBe('Main card Bangkok, Thailand');
  });

  it('lists article links only, with the normal form of each title', () => {
    expect(allLinks('[[File:x.jpg|thumb]] [[Category:UFC]] [[jon_jones]] [[2024 in ONE Championship#ONE 170|ONE 170]]')).toEqual([
      { target: 'Jon jones', label: 'jon_jones', toSection: false },
      { target: '2024 in ONE Championship', label: 'ONE 170', toSection: true },
    ]);
  });
});

describe('parseWikiDate', () => {
  it.each([
    ['{{Start date|2024|11|16}}', '2024-11-16'],
    ['{{start date and age|2025|3|8|df=y}}', '2025-03-08'],
    ['{{dts|2024|11|16}}', '2024-11-16'],
    ['{{dts|8 December 2024}}', '2024-12-08'],
    ['November 16, 2024', '2024-11-16'],
    ['16 November 2024<ref>x</ref>', '2024-11-16'],
    ['Sept. 7, 2024', '2024-09-07'],
    ['2024-02-30', null],
    ['TBA', null],
  ])('%s -> %s', (text, iso) => {
    expect(parseWikiDate(text)).toBe(iso);
  });
});

describe('parseListPage', () => {
  it('takes the event link of each table row, scheduled and past, once each, with the row date', () => {
    expect(parseListPage(answer('data/wikipedia/List_of_UFC_events.json').wikitext)).toEqual([
      { title: 'UFC Fight Night: Example vs. Sample', date: '2026-12-12' },
      { title: 'UFC 309: Jones vs. Miocic', date: '2024-11-16' },
      { title: 'UFC Fight Night: Magny vs. Prates', date: '2024-11-09' },
    ]);
  });

  it('follows a yearly page to event articles, not to sections of itself', () => {
    expect(parseListPage(answer('data/wikipedia/2024_in_ONE_Championship.json').wikitext)).toEqual([
      { title: 'ONE Fight Night 26: Kongthoranee vs. Nong-O 2', date: '2024-12-08' },
    ]);
  });
});

describe('parseAnswer', () => {
  it('reads both formatversions and keeps the revision id', () => {
    expect(answer('data/wikipedia/List_of_UFC_events.json')).toMatchObject({ title: 'List of UFC events', pageId: 1234567, revisionId: 1270500000 });
    expect(answer('later/UFC_Fight_Night__Example_vs._Sample.json')).toMatchObject({ pageId: 79000001, revisionId: 1270000999 });
  });

  it('refuses an error answer, a non-parse answer and one without a revision, saying which', () => {
    expect(() => parseAnswer('{"error":{"code":"missingtitle","info":"The page you specified doesn\'t exist."}}', 'a.json')).toThrow(
      /a\.json: the MediaWiki API answered an error: missingtitle/,
    );
    expect(() => parseAnswer('{"query":{}}', 'b.json')).toThrow(/b\.json: no "parse" object/);
    expect(() => parseAnswer('{"parse":{"title":"T","pageid":1,"wikitext":"x"}}', 'c.json')).toThrow(/revid/);
    expect(() => parseAnswer('<html>', 'd.json')).toThrow(/d\.json: not a JSON answer/);
  });
});
