import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseAnswer } from './parse-answer';
import { parseEventPage, type WikiBout } from './parse-event-page';

const fixture = (name: string) => {
  const file = new URL(`./fixtures/${name}`, import.meta.url);
  return parseAnswer(readFileSync(file, 'utf8'), name);
};
const page = (name: string) => {
  const answer = fixture(name);
  return parseEventPage(answer.title, answer.wikitext);
};
const between = (bouts: readonly WikiBout[], a: string) => bouts.find((bout) => bout.a.name === a || bout.b.name === a)!;

describe('parseEventPage on a completed card', () => {
  const ufc309 = page('data/wikipedia/UFC_309__Jones_vs._Miocic.json');

  it('reads the infobox: name, promotion, date from {{Start date}}, venue and city without links or footnotes', () => {
    expect(ufc309).toMatchObject({
      name: 'UFC 309: Jones vs. Miocic',
      promotion: 'Ultimate Fighting Championship',
      date: '2024-11-16',
      location: 'Madison Square Garden, New York City, New York, United States',
    });
  });

  it('keeps each bout under its card section, in page order, and skips a commented-out row', () => {
    expect(ufc309.bouts.map((bout) => [bout.card, bout.a.name])).toEqual([
      ['Main card (PPV)', 'Jon Jones'],
      ['Main card (PPV)', 'Charles Oliveira'],
      ['Main card (PPV)', 'Bo Nickal'],
      ['Preliminary card (ESPNews / ESPN+)', 'Example Ruiz'],
      ['Preliminary card (ESPNews / ESPN+)', 'Sample Araujo'],
      ['Preliminary card (ESPNews / ESPN+)', 'Test Miller'],
    ]);
  });

  it('reads a champion mark, flags, a labelled link and the method without the footnotes', () => {
    const main = ufc309.bouts[0]!;
    expect(main).toMatchObject({
      weightClass: 'Heavyweight',
      a: { name: 'Jon Jones', article: 'Jon Jones', flag: 'USA', champion: 'c' },
      b: { name: 'Stipe Miocic', article: 'Stipe Miocic', champion: null },
      result: 'win',
      method: 'TKO (spinning back kick and punches)',
      round: 3,
      time: '4:29',
      notes: '',
      titleBout: true,
    });
    expect(between(ufc309.bouts, 'Paul Craig').b).toEqual({ name: 'Paul Craig', article: 'Paul Craig (fighter)', flag: 'SCO', champion: null });
    expect(between(ufc309.bouts, 'Charles Oliveira')).toMatchObject({ method: 'Decision (unanimous) (49–46, 49–46, 49–46)', round: 5, titleBout: false });
  });

  it('reads a DQ win, a no contest, a majority draw, a catchweight and an unlinked name', () => {
    expect(between(ufc309.bouts, 'Example Ruiz')).toMatchObject({
      weightClass: 'Catchweight (140 lb)',
      b: { name: 'Ejemplo Torres', article: null, flag: 'MEX' },
      result: 'win',
      method: 'DQ (illegal upkick)',
    });
    expect(between(ufc309.bouts, 'Sample Araujo')).toMatchObject({ result: 'no contest', method: 'No Contest (accidental eye poke)', round: 1, time: '2:10' });
    expect(between(ufc309.bouts, 'Test Miller')).toMatchObject({ result: 'draw', method: 'Draw (majority) (29–28, 28–28, 28–28)' });
  });

  it('reports a struck-through row as cancelled, with the reason from its notes, and not as a bout', () => {
    expect(ufc309.cancelledBouts).toEqual([
      { weightClass: 'Bantamweight', a: 'Struck Fighter', b: 'Other Fighter', reason: 'Cancelled after Struck Fighter missed weight by 4 pounds.' },
    ]);
    expect(ufc309.bouts.some((bout) => bout.a.name === 'Struck Fighter')).toBe(false);
  });
});

describe('parseEventPage on an upcoming card', () => {
  const upcoming = page('data/wikipedia/UFC_Fight_Night__Example_vs._Sample.json');

  it('reads "vs." rows without a method as scheduled, and a formatversion=2 answer like a formatversion=1 one', () => {
    expect(upcoming.date).toBe('2026-12-12');
    expect(upcoming.promotion).toBe('UFC');
    expect(upcoming.bouts.map((bout) => [bout.a.name, bout.b.name, bout.result, bout.method])).toEqual([
      ['Jon Jones', 'Bo Nickal', 'scheduled', null],
      ['Sample Araujo', 'Sample Lima', 'scheduled', null],
      ['Example Ruiz', 'Newcomer Person', 'scheduled', null],
    ]);
  });

  it('reports a row whose notes say it was cancelled, and ignores bouts outside the card templates', () => {
    expect(upcoming.cancelledBouts).toEqual([
      { weightClass: 'Featherweight', a: 'Test Miller', b: 'Test Jackson', reason: 'Cancelled; Jackson withdrew with an injury.' },
    ]);
    expect(JSON.stringify(upcoming)).not.toContain('Someone');
  });
});

describe('parseEventPage on other promotions', () => {
  it('sets aside Muay Thai and kickboxing bouts, and reads a draw written in the result column and a vacant title', () => {
    const one = page('data/wikipedia/ONE_Fight_Night_26__Kongthoranee_vs._Nong-O_2.json');
    expect(one.date).toBe('2024-12-08');
    expect(one.otherBouts.map((bout) => bout.weightClass)).toEqual(['Bantamweight Muay Thai', 'Flyweight Kickboxing']);
    expect(one.bouts.map((bout) => [bout.a.name, bout.result, bout.titleBout])).toEqual([
      ['Joshua Pacio', 'win', true],
      ['Sample Ayaka', 'draw', false],
      ['Sample Abbasov', 'win', true],
    ]);
  });

  it('does not count a champion in a non-title bout as a title bout', () => {
    const bellator = page('data/wikipedia/Bellator_Champions_Series__Example.json');
    expect(bellator.date).toBe('2024-10-19');
    expect(bellator.bouts[0]).toMatchObject({
      a: { name: 'Patricio Pitbull', article: 'Patrício Pitbull', champion: 'c' },
      titleBout: false,
      notes: 'Non-title bout.',
    });
  });
});

describe('parseEventPage on interim titles', () => {
  it("reads an interim champion's mark or notes as an interim title bout, and a unification as the title", () => {
    const parsed = parseEventPage(
      'X',
      `{{Infobox MMA event|name=X 1|date=2024-07-27}}
{{MMAevent bout|Heavyweight|[[Tom Aspinall]] (ic)|def.|[[Curtis Blaydes]]|KO (punches)|1|1:00|}}
{{MMAevent bout|Featherweight|[[Yair Rodriguez]]|def.|[[Josh Emmett]]|Submission|2|4:19|For the interim UFC Featherweight Championship.}}
{{MMAevent bout|Featherweight|[[Alexander Volkanovski]] (c)|def.|[[Yair Rodriguez]] (ic)|TKO|3|4:19|}}
{{MMAevent bout|Lightweight|[[Islam Makhachev]] (c)|def.|[[Dustin Poirier]]|Submission|5|2:42|}}
{{MMAevent bout|Lightweight|[[Tony Ferguson]] (ic)|def.|[[Kevin Lee]]|Submission|3|4:02|For the vacant UFC Lightweight Championship.}}
{{MMAevent bout|Featherweight|[[Jose Aldo]]|def.|[[Frankie Edgar]] (ic)|Decision|5|5:00|For the UFC Featherweight Championship.}}
{{MMAevent bout|Heavyweight|[[Ciryl Gane]] (ic)|def.|[[Derrick Lewis]]|TKO|3|4:11|Title unification bout.}}
{{MMAevent bout|Heavyweight|[[Tom Aspinall]] (ic)|def.|[[Curtis Blaydes]]|KO|1|1:00|Blaydes fought for the first time since losing the title eliminator.}}`,
    );
    expect(parsed.bouts.map((bout) => [bout.a.name, bout.titleBout, bout.interimTitle])).toEqual([
      ['Tom Aspinall', true, true],
      ['Yair Rodriguez', true, true],
      ['Alexander Volkanovski', true, false],
      ['Islam Makhachev', true, false],
      // Notes that name the title decide over an interim champion's mark.
      ['Tony Ferguson', true, false],
      ['Jose Aldo', true, false],
      ['Ciryl Gane', true, false],
      // A "for the ... title" phrase inside a sentence is not the bout's title: the marks decide.
      ['Tom Aspinall', true, true],
    ]);
  });
});

describe('parseEventPage on rows it cannot read', () => {
  it('names the row and the reason instead of guessing a result', () => {
    const parsed = parseEventPage(
      'X',
      `{{Infobox MMA event|name=X 1|date=2025-01-02}}
{{MMAevent bout|Lightweight|[[A B]]|beat|[[C D]]|KO|1|1:00|}}
{{MMAevent bout|Lightweight|[[A B]]|vs.|[[C D]]|Punches|1|1:00|}}
{{MMAevent bout|Lightweight||def.|[[C D]]|KO|1|1:00|}}`,
    );
    expect(parsed.bouts).toEqual([]);
    expect(parsed.problems).toEqual([
      'X: bout 1 (result "beat" with method "KO")',
      'X: bout 2 (result "vs." with method "Punches")',
      'X: bout 3 (a fighter is missing)',
    ]);
  });
});
