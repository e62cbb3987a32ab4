// The name and the country a fan sees (issue 23 item 4): fight names over legal names, with the legal name kept as
// an alias; nationality by the stated source priority, with disagreements reported.
import { describe, expect, it } from 'vitest';
import { chooseFightingName } from './fighting-name';
import { chooseNationality } from './nationality';
import type { FighterFacts, SourceName } from '../source-records';

const fact = (source: SourceName, name: string | null, extra: Partial<FighterFacts> = {}): FighterFacts => ({
  source,
  system: source === 'jds-ufc-stats' || source === 'generic' ? 'generic' : (source as FighterFacts['system']),
  id: `${source}-1`,
  name,
  ...extra,
});

describe('fight names', () => {
  it('shows a fan database\'s "<given name> <nickname>" over the legal name, which stays an alias', () => {
    const choice = chooseFightingName([
      fact('ufcstats', 'Cristiane Justino', { nickname: 'Cyborg' }),
      fact('tapology', 'Cris Cyborg'),
      fact('mmadecisions', 'Cristiane Cyborg'),
    ]);
    expect(choice.name).toBe('Cris Cyborg');
    expect(choice.others.map((other) => other.name)).toEqual(expect.arrayContaining(['Cristiane Justino', 'Cristiane Cyborg']));
  });

  it("takes a fight name an operator file states, and keeps every source's name as an alias", () => {
    const choice = chooseFightingName([
      fact('ufcstats', 'Mirko Filipovic', { nickname: 'Cro Cop' }),
      fact('generic', 'Mirko Filipovic', { fightName: 'Mirko Cro Cop' }),
    ]);
    expect(choice).toMatchObject({ name: 'Mirko Cro Cop', others: [{ name: 'Mirko Filipovic', source: 'ufcstats' }] });
  });

  it('does not read a nickname that is a surname, or a short form of the official name, as a fight name', () => {
    expect(chooseFightingName([fact('ufcstats', 'Montserrat Conejo Ruiz', { nickname: 'Conejo' }), fact('mmadecisions', 'Montserrat Conejo')]).name).toBe(
      'Montserrat Conejo Ruiz',
    );
    // "Lyman Good", nickname Cyborg: no source writes "Lyman Cyborg", so no fight name is made up.
    expect(chooseFightingName([fact('ufcstats', 'Lyman Good', { nickname: 'Cyborg' }), fact('tapology', 'Lyman Good')]).name).toBe('Lyman Good');
    // A nickname after somebody else's given name is not his fight name.
    expect(chooseFightingName([fact('ufcstats', 'Patricky Freire', { nickname: 'Pitbull' }), fact('betmma', 'Patricio Pitbull')]).name).toBe('Patricky Freire');
  });
});

describe('nationality', () => {
  it('lets Bet MMA\'s "United States" give way to the country Tapology names, and reports the disagreement', () => {
    const choice = chooseNationality([
      fact('betmma', 'Yoel Romero', { nationality: 'United States' }),
      fact('tapology', 'Yoel Romero', { nationality: 'Cuba', birthPlace: 'Pinar Del Rio, Cuba' }),
    ]);
    expect(choice.country?.code).toBe('CU');
    expect(choice.conflict).toBe('Cuba (tapology) shown over United States (betmma)');
  });

  it('lets it give way to a birth place when no source states another nationality', () => {
    const choice = chooseNationality([
      fact('betmma', 'Julia Budd', { nationality: 'United States' }),
      fact('mmadecisions', 'Julia Budd', { birthPlace: 'British Columbia, Canada' }),
    ]);
    expect(choice.country?.code).toBe('CA');
  });

  it("keeps Bet MMA's represented country over Tapology's other than the United States", () => {
    const choice = chooseNationality([
      fact('betmma', 'Israel Adesanya', { nationality: 'New Zealand' }),
      fact('tapology', 'Israel Adesanya', { nationality: 'Nigeria' }),
    ]);
    expect(choice.country?.code).toBe('NZ');
    expect(choice.conflict).toBe('New Zealand (betmma) shown over Nigeria (tapology)');
  });

  it('keeps the United States when Tapology agrees, whatever the birth place', () => {
    const choice = chooseNationality([
      fact('betmma', 'X', { nationality: 'USA' }),
      fact('tapology', 'X', { nationality: 'United States', birthPlace: 'Seoul, South Korea' }),
    ]);
    expect(choice).toEqual({ country: expect.objectContaining({ code: 'US' }), conflict: null, unread: [] });
  });

  it('puts a nationality an operator file or the curated list states before every source', () => {
    const choice = chooseNationality([
      fact('betmma', 'Goiti Yamauchi', { nationality: 'Japan' }),
      fact('generic', 'Goiti Yamauchi', { nationality: 'Brazil' }),
    ]);
    expect(choice.country?.code).toBe('BR');
    expect(choice.conflict).toBe('Brazil (generic) shown over Japan (betmma)');
  });

  it('reads a bare "Congo" as neither of the two Congos: a birth place or another source decides, or no country is shown', () => {
    expect(chooseNationality([fact('betmma', 'X', { nationality: 'Congo' })])).toEqual({ country: null, conflict: null, unread: [] });
    const born = chooseNationality([
      fact('betmma', 'X', { nationality: 'Congo' }),
      fact('tapology', 'X', { birthPlace: 'Kinshasa, Democratic Republic of Congo' }),
    ]);
    expect(born.country?.code).toBe('CD');
    expect(chooseNationality([fact('betmma', 'X', { nationality: 'Republic of the Congo' })]).country?.code).toBe('CG');
  });

  it('reads "Turkey" as the sources write it, and names any country text no list reads instead of dropping it silently', () => {
    const turkish = chooseNationality([fact('betmma', 'X', { nationality: 'Turkey' }), fact('tapology', 'X', { nationality: 'Türkiye' })]);
    expect(turkish).toEqual({ country: { name: 'Türkiye', code: 'TR' }, conflict: null, unread: [] });
    const unknown = chooseNationality([fact('betmma', 'X', { nationality: 'Atlantis' }), fact('tapology', 'X', { nationality: 'Brazil' })]);
    expect(unknown.country?.code).toBe('BR');
    expect(unknown.unread).toEqual(['"Atlantis" (betmma)']);
    // Regions left unread on purpose are not a spelling to add.
    expect(chooseNationality([fact('tapology', 'X', { nationality: 'Kurdistan' })]).unread).toEqual([]);
  });
});
