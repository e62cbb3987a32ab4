// The name and the country a fan sees (issue 23 item 4): fight names over legal names, with the legal name kept as
// an alias; nationality by the stated source priority, with disagreements reported.
import { describe, expect, it } from 'vitest';
import { chooseFightingName } from './fighting-name';
import { chooseNationality } from './nationality';
import { mayNameOnePerson } from './names';
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

  it('shows the short given name two independent sources agree on over the ufcstats legal name, which stays an alias', () => {
    const choice = chooseFightingName([
      fact('ufcstats', 'Joshua Burkman'),
      fact('jds-ufc-stats', 'Joshua Burkman'),
      fact('tapology', 'Josh Burkman'),
      fact('betmma', 'Josh Burkman'),
      fact('mmadecisions', 'Joshua Burkman'),
    ]);
    expect(choice.name).toBe('Josh Burkman');
    expect(choice.others).toContainEqual({ name: 'Joshua Burkman', source: 'ufcstats' });
    // Pet endings after the kept letters, and a short form that keeps the long name's letters in order.
    const shown = (official: string, billed: string) => chooseFightingName([fact('ufcstats', official), fact('tapology', billed), fact('betmma', billed)]).name;
    expect(shown('Robert Peralta', 'Robbie Peralta')).toBe('Robbie Peralta');
    expect(shown('Manvel Gamburyan', 'Manny Gamburyan')).toBe('Manny Gamburyan');
    expect(shown('David Kaplan', 'Dave Kaplan')).toBe('Dave Kaplan');
    expect(shown('Constantinos Philippou', 'Costas Philippou')).toBe('Costas Philippou');
  });

  it('keeps the ufcstats name when one source, or ufcstats and its copy, write the short form', () => {
    expect(chooseFightingName([fact('ufcstats', 'Michael Graves'), fact('tapology', 'Mike Graves'), fact('betmma', 'Michael Graves')]).name).toBe(
      'Michael Graves',
    );
    expect(chooseFightingName([fact('ufcstats', 'Daniel Spohn'), fact('jds-ufc-stats', 'Dan Spohn'), fact('tapology', 'Dan Spohn')]).name).toBe('Daniel Spohn');
  });

  it('never takes a longer given name, a transliteration, another surname or a shorter form of a pet form', () => {
    const shown = (official: string, billed: string) =>
      chooseFightingName([fact('ufcstats', official), fact('tapology', billed), fact('betmma', billed), fact('mmadecisions', billed)]).name;
    expect(shown('Steve Kennedy', 'Steven Kennedy')).toBe('Steve Kennedy');
    expect(shown('Tommy Speer', 'Thomas Speer')).toBe('Tommy Speer');
    expect(shown('Jon Olav Einemo', 'John Olav Einemo')).toBe('Jon Olav Einemo');
    expect(shown('Emil Meek', 'Emil Weber Meek')).toBe('Emil Meek');
    expect(shown('Dmitriy Sosnovskiy', 'Dmitri Sosnovskiy')).toBe('Dmitriy Sosnovskiy');
    expect(shown('Andrey Arlovski', 'Andrei Arlovski')).toBe('Andrey Arlovski');
    expect(shown('Aleksei Kunchenko', 'Alexey Kunchenko')).toBe('Aleksei Kunchenko');
    expect(shown('Saparbeg Safarov', 'Saparbek Safarov')).toBe('Saparbeg Safarov');
    expect(shown('John Smith', 'Jon Smith')).toBe('John Smith');
    expect(shown('Daniel Spohn', 'Dan Spohnson')).toBe('Daniel Spohn');
    expect(shown('Sammy Morgan', 'Sam Morgan')).toBe('Sammy Morgan');
    // A cut-off longer than four letters, or a vowel ending past four, is as often another name.
    expect(shown('Islambek Bekov', 'Islam Bekov')).toBe('Islambek Bekov');
    expect(shown('Magomedrasul Gasanov', 'Magomed Gasanov')).toBe('Magomedrasul Gasanov');
    expect(shown('Juliana Velasquez', 'Julia Velasquez')).toBe('Juliana Velasquez');
    expect(shown('Marcelo Golm', 'Marco Golm')).toBe('Marcelo Golm');
    // Name keys drop "Jr.": a short form would drop his generation with it.
    expect(shown('Joshua Burkman Jr.', 'Josh Burkman')).toBe('Joshua Burkman Jr.');
  });

  it('reports no conflict for the billed short form: it is chosen on evidence, like a fight name', () => {
    const choice = chooseFightingName([fact('ufcstats', 'Joshua Burkman'), fact('tapology', 'Josh Burkman'), fact('betmma', 'Josh Burkman')]);
    expect(choice).toMatchObject({ name: 'Josh Burkman', conflict: null });
  });

  it('shows a billed "<nickname> <surname>" over the legal name, not on a coincidence or from Bet MMA', () => {
    const choice = chooseFightingName([
      fact('ufcstats', 'Yuta Sasaki', { nickname: 'Ulka' }),
      fact('tapology', 'Ulka Sasaki'),
      fact('betmma', 'Yuta Sasaki'),
      fact('mmadecisions', 'Yuta Sasaki', { nickname: 'Ulka' }),
    ]);
    expect(choice.name).toBe('Ulka Sasaki');
    expect(choice.others).toContainEqual({ name: 'Yuta Sasaki', source: 'ufcstats' });
    // The nickname must be stated for him: a stray "Ulka Sasaki" beside no such nickname is not his fight name.
    expect(chooseFightingName([fact('ufcstats', 'Yuta Sasaki'), fact('tapology', 'Ulka Sasaki')]).name).toBe('Yuta Sasaki');
    // A nickname that is the official given name already (Tapology's "Yoshiki" for Kazuo Takahashi) is no fight name:
    // the official name is shown as the official name, and Bet MMA's other name is still reported.
    expect(
      chooseFightingName([
        fact('ufcstats', 'Yoshiki Takahashi'),
        fact('tapology', 'Yoshiki Takahashi', { nickname: 'Yoshiki' }),
        fact('betmma', 'Kazuo Takahashi'),
      ]),
    ).toMatchObject({ name: 'Yoshiki Takahashi', conflict: expect.stringContaining('"Kazuo Takahashi" (betmma)') });
    // Sources that swap ring name and legal name (ufcstats: Yoshiki, nickname Kazuo; Tapology: Kazuo, nickname
    // Yoshiki) leave the ufcstats name: he fought as Yoshiki Takahashi.
    expect(
      chooseFightingName([
        fact('ufcstats', 'Yoshiki Takahashi', { nickname: 'Kazuo' }),
        fact('tapology', 'Kazuo Takahashi', { nickname: 'Yoshiki' }),
        fact('mmadecisions', 'Yoshiki Takahashi'),
      ]).name,
    ).toBe('Yoshiki Takahashi');
    // The surname must be the official one.
    expect(chooseFightingName([fact('ufcstats', 'Robert McDaniel', { nickname: 'Bubba' }), fact('tapology', 'Bubba Smith')]).name).toBe('Robert McDaniel');
    // Bet MMA's "Jesse Wallace" is James "Jesse James" Wallace, billed as James Wallace.
    expect(chooseFightingName([fact('ufcstats', 'James Wallace', { nickname: 'Jesse' }), fact('betmma', 'Jesse Wallace')]).name).toBe('James Wallace');
  });

  it('writes a one-name fighter Bet MMA doubles once, keeping the doubled form as an alias, unless the UFC writes it so', () => {
    const choice = chooseFightingName([fact('betmma', 'Eqiyuebu Eqiyuebu')]);
    expect(choice).toMatchObject({ name: 'Eqiyuebu', others: [{ name: 'Eqiyuebu Eqiyuebu', source: 'betmma' }], conflict: null });
    expect(chooseFightingName([fact('betmma', 'Eqiyuebu  Eqiyuebu')]).name).toBe('Eqiyuebu');
    expect(chooseFightingName([fact('ufcstats', 'Askar Askar', { nickname: 'AK-47' }), fact('betmma', 'Askar Askar')]).name).toBe('Askar Askar');
  });

  it("shows the family name another source adds to ufcstats's one word, not a one-name fighter's other spelling (fan QA, session 41)", () => {
    expect(chooseFightingName([fact('ufcstats', 'Mizuki'), fact('tapology', 'Mizuki Inoue'), fact('betmma', 'Mizuki Inoue')])).toMatchObject({
      name: 'Mizuki Inoue',
      conflict: null,
    });
    expect(chooseFightingName([fact('ufcstats', 'Kaiwen', { nickname: 'The Underdog' }), fact('betmma', 'Kaiwen Li')]).name).toBe('Kaiwen Li');
    // The one word is a one-name fighter's: a source splitting its letters, or doubling it, names no family.
    expect(chooseFightingName([fact('ufcstats', 'Regezhen'), fact('betmma', 'Gezhen Re')]).name).toBe('Regezhen');
    expect(chooseFightingName([fact('ufcstats', 'Eqiyuebu'), fact('betmma', 'Eqiyuebu Eqiyuebu')]).name).toBe('Eqiyuebu');
  });
});

describe('two spellings of one person', () => {
  it('holds for a shared word or the same letters run together, not for two people', () => {
    expect(mayNameOnePerson('Colley Bradford', 'ColleyBradford')).toBe(true);
    expect(mayNameOnePerson('Regezhen', 'Gezhen Re')).toBe(true);
    expect(mayNameOnePerson('Gezhen Re', 'Regezhen')).toBe(true);
    expect(mayNameOnePerson('Magomed Bibulatov', 'Bibulatov Magomed')).toBe(true);
    expect(mayNameOnePerson('Waldo Cortes Acosta', 'Waldo Cortes-Acosta')).toBe(true);
    expect(mayNameOnePerson('Tyrell Fortune', 'Regina Malpica')).toBe(false);
    expect(mayNameOnePerson('Henrique Silva', 'Jose Montanha')).toBe(false);
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
