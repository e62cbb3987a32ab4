// The other Latin spellings of a fighter's first name, written as known names search reads ("Aleksandr Volkov").
import { describe, expect, it } from 'vitest';
import { givenNameSpellings } from './given-name-spellings';

describe('givenNameSpellings', () => {
  it('spells the first name each other way its group knows, keeping the rest of the name', () => {
    expect(givenNameSpellings('Alexander Volkov')).toEqual(['Aleksandr Volkov', 'Alexandr Volkov', 'Aleksander Volkov', 'Oleksandr Volkov']);
    expect(givenNameSpellings('Aleksei Oleinik')).toEqual(['Alexey Oleinik', 'Alexei Oleinik', 'Aleksey Oleinik', 'Oleksiy Oleinik']);
    expect(givenNameSpellings('fedor  emelianenko')).toEqual(['Fyodor emelianenko', 'Fiodor emelianenko']);
  });

  it('leaves alone a first name no group holds, a one-word name and a surname that happens to be a given name', () => {
    expect(givenNameSpellings('Islam Makhachev')).toEqual([]);
    expect(givenNameSpellings('Ilya')).toEqual([]);
    expect(givenNameSpellings('Jose Ilya')).toEqual([]);
  });
});
