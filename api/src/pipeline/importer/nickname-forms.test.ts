import { describe, expect, it } from 'vitest';
import { nicknameForms } from './nickname-forms';

describe('nicknameForms', () => {
  it('puts the nickname before the surname and after the first name', () => {
    expect(nicknameForms('Norifumi Yamamoto', 'Kid')).toEqual(['Kid Yamamoto', 'Norifumi Kid']);
    expect(nicknameForms('Charles Oliveira', 'Do Bronx')).toEqual(['Do Bronx Oliveira', 'Charles Do Bronx']);
    expect(nicknameForms('Antonio Rodrigo Nogueira', 'Minotauro')).toEqual(['Minotauro Nogueira', 'Antonio Minotauro']);
  });

  it('keeps the particles of a surname, and the last word alone too', () => {
    expect(nicknameForms('Junior Dos Santos', 'Cigano')).toEqual(['Cigano Dos Santos', 'Cigano Santos', 'Junior Cigano']);
    expect(nicknameForms('Dricus du Plessis', 'Stillknocks')).toEqual(['Stillknocks du Plessis', 'Stillknocks Plessis', 'Dricus Stillknocks']);
    // "Do" as a first name is a first name.
    expect(nicknameForms('Do Santos', 'X')).toEqual(['X Santos', 'Do X']);
  });

  it('drops the quotes a source wraps a nickname in', () => {
    expect(nicknameForms('Anthony Johnson', '"Rumble"')).toEqual(['Rumble Johnson', 'Anthony Rumble']);
  });

  it('makes nothing when the name already carries the nickname, or there is no surname to pair it with', () => {
    expect(nicknameForms('Patricio Pitbull', 'Pitbull')).toEqual([]);
    expect(nicknameForms('Mirko Cro Cop', 'cro cop')).toEqual([]);
    expect(nicknameForms('Sumudaerji', 'The Tibetan Eagle')).toEqual([]);
    expect(nicknameForms('Jon Jones', null)).toEqual([]);
    expect(nicknameForms('Jon Jones', '  ')).toEqual([]);
  });

  it('leaves a phrase alone: only a nickname of up to three words stands beside a name', () => {
    expect(nicknameForms('Tony Ferguson', 'El Cucuy')).toEqual(['El Cucuy Ferguson', 'Tony El Cucuy']);
    expect(nicknameForms('Some Fighter', 'The Man Who Never Sleeps')).toEqual([]);
  });
});
