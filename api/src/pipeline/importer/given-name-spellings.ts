// The same first name as other alphabets spell it in Latin letters: fans type "Aleksandr Volkov" for Alexander Volkov,
// "Alexey Oleinik" for Aleksei Oleinik, "Fyodor" for Fedor Emelianenko. When every word of a query is spelled another
// way, typo matching falls below its threshold and search finds nobody, or only other Aleksandrs. Written as
// fighter_aliases rows (source 'spelling'), the search function and its in-memory port match them like any other
// known name, with no change to either (decision 015, session 27). Surnames are left alone: their spellings vary
// too freely for a rule to be safe, and typo matching reaches them once the first name agrees.

export const SPELLING_SOURCE = 'spelling';

/**
 * Given names by the Latin spellings of one Cyrillic or Georgian name (Russian, Ukrainian and Belarusian
 * romanisations, and the English form where fans use it). Each group is one name, and no spelling is in two groups.
 */
const GIVEN_NAME_GROUPS: readonly (readonly string[])[] = [
  ['Alexander', 'Aleksandr', 'Alexandr', 'Aleksander', 'Oleksandr'],
  ['Alexey', 'Aleksei', 'Alexei', 'Aleksey', 'Oleksiy'],
  ['Sergei', 'Sergey', 'Serhiy'],
  ['Dmitry', 'Dmitri', 'Dmitrii', 'Dmytro'],
  ['Evgeny', 'Evgeniy', 'Evgenii', 'Yevgeny', 'Yevgeniy'],
  ['Yuri', 'Yury', 'Yuriy', 'Iurii'],
  ['Andrei', 'Andrey', 'Andriy'],
  ['Nikolai', 'Nikolay', 'Mykola'],
  ['Vyacheslav', 'Viacheslav'],
  ['Vitaly', 'Vitaliy', 'Vitalii'],
  ['Anatoly', 'Anatoliy', 'Anatolii'],
  ['Vasily', 'Vasiliy', 'Vasyl'],
  ['Grigory', 'Grigoriy', 'Grigorii'],
  ['Gennady', 'Gennadiy', 'Gennadii'],
  ['Valery', 'Valeriy', 'Valerii'],
  ['Timofey', 'Timofei'],
  ['Matvey', 'Matvei'],
  ['Arseny', 'Arseniy'],
  ['Fedor', 'Fyodor', 'Fiodor'],
  ['Pyotr', 'Petr'],
  ['Ilya', 'Ilia'],
  ['Maxim', 'Maksim'],
  ['Artem', 'Artyom', 'Artiom'],
  ['Semyon', 'Semen'],
  ['Kirill', 'Kiril'],
];

const groupOf = new Map<string, readonly string[]>();
for (const group of GIVEN_NAME_GROUPS) {
  for (const spelling of group) {
    const key = spelling.toLocaleLowerCase('en');
    if (groupOf.has(key)) throw new Error(`given name "${spelling}" is in two spelling groups`);
    groupOf.set(key, group);
  }
}

/** The name with its first word spelled each other way its group knows; none for a one-word name or a first name no group holds. */
export function givenNameSpellings(name: string): string[] {
  const [first, ...rest] = name.trim().split(/\s+/);
  if (!first || rest.length === 0) return [];
  const key = first.toLocaleLowerCase('en');
  const group = groupOf.get(key);
  if (!group) return [];
  return group.filter((spelling) => spelling.toLocaleLowerCase('en') !== key).map((spelling) => [spelling, ...rest].join(' '));
}
