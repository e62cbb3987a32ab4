// One spelling per division (ufcstats style) whatever the source wrote, plus what a division implies:
// its weight limit (for identity checks) and the sex of the fighters in it.
import type { Sex } from '../dataset';

interface Division {
  readonly name: string;
  readonly pattern: RegExp;
  /** Upper limit in pounds; null for catch weight, open weight and super heavyweight. */
  readonly limitLbs: number | null;
  readonly sex: Sex | null;
}

// Longest names first so "Light Heavyweight" is not read as "Heavyweight".
const DIVISIONS: readonly Division[] = [
  // Rizin's 49 kg women's class; its champion Seika Izawa's belt was unreadable without it (fan QA, session 41).
  { name: "Women's Super Atomweight", pattern: /women'?s super[ -]?atom ?weight/i, limitLbs: 108, sex: 'F' },
  { name: "Women's Atomweight", pattern: /women'?s atom ?weight/i, limitLbs: 105, sex: 'F' },
  { name: "Women's Strawweight", pattern: /women'?s straw ?weight/i, limitLbs: 115, sex: 'F' },
  { name: "Women's Flyweight", pattern: /women'?s fly ?weight/i, limitLbs: 125, sex: 'F' },
  { name: "Women's Bantamweight", pattern: /women'?s bantam ?weight/i, limitLbs: 135, sex: 'F' },
  { name: "Women's Featherweight", pattern: /women'?s feather ?weight/i, limitLbs: 145, sex: 'F' },
  { name: "Women's Lightweight", pattern: /women'?s light ?weight/i, limitLbs: 155, sex: 'F' },
  { name: 'Light Heavyweight', pattern: /light[ -]?heavy ?weight/i, limitLbs: 205, sex: 'M' },
  { name: 'Super Heavyweight', pattern: /super[ -]?heavy ?weight/i, limitLbs: null, sex: 'M' },
  { name: 'Heavyweight', pattern: /heavy ?weight/i, limitLbs: 265, sex: 'M' },
  { name: 'Middleweight', pattern: /middle ?weight/i, limitLbs: 185, sex: 'M' },
  { name: 'Welterweight', pattern: /welter ?weight/i, limitLbs: 170, sex: 'M' },
  { name: 'Lightweight', pattern: /light ?weight/i, limitLbs: 155, sex: 'M' },
  { name: 'Featherweight', pattern: /feather ?weight/i, limitLbs: 145, sex: 'M' },
  { name: 'Bantamweight', pattern: /bantam ?weight/i, limitLbs: 135, sex: 'M' },
  { name: 'Flyweight', pattern: /fly ?weight/i, limitLbs: 125, sex: 'M' },
  { name: 'Strawweight', pattern: /straw ?weight/i, limitLbs: 115, sex: 'M' },
  { name: 'Atomweight', pattern: /atom ?weight/i, limitLbs: 105, sex: 'M' },
  { name: 'Catch Weight', pattern: /catch ?weight/i, limitLbs: null, sex: null },
  { name: 'Open Weight', pattern: /open ?weight/i, limitLbs: null, sex: null },
];

const BY_NAME = new Map(DIVISIONS.map((division) => [division.name, division]));

/** "UFC Women's Flyweight Title Bout" -> "Women's Flyweight"; null when no division is named. */
export function normalizeWeightClass(text: string | null): string | null {
  if (!text) return null;
  return DIVISIONS.find((division) => division.pattern.test(text))?.name ?? null;
}

/**
 * Classes a promotion names otherwise than our lists, by the weight they are fought at. ONE names its men's 125 lb class
 * strawweight, which everyone else calls flyweight, and its women's 115 lb class atomweight, everyone else's strawweight
 * (its lightweights fight other promotions' lightweights when they cross over, as ONE weighs fighters hydrated). Our
 * lightest women's list is strawweight, so Rizin's 49 kg super atomweight is fought for in it too (Seika Izawa).
 */
const LIST_DIVISION_OF: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  ONE: { Strawweight: 'Flyweight', "Women's Atomweight": "Women's Strawweight" },
  RIZIN: { "Women's Super Atomweight": "Women's Strawweight" },
};

/** A promotion's class as our lists hold it. Applied wherever a class is read with its promotion: Wikipedia's cards, operator and curated rows. */
export function listDivision(organization: string | null, weightClass: string | null): string | null {
  if (!organization || !weightClass) return weightClass;
  return LIST_DIVISION_OF[organization]?.[weightClass] ?? weightClass;
}

/**
 * The class a promotion's belt is named for, where our list names that class otherwise (ONE's strawweight, our
 * flyweight; ONE's women's atomweight, our women's strawweight); null where the two agree. Keeps ONE's strawweight and
 * flyweight titles two titles in one list.
 */
export function beltClass(organization: string | null, weightClass: string | null): string | null {
  const listed = listDivision(organization, weightClass);
  return listed !== weightClass ? weightClass : null;
}

/**
 * Championship bouts only: "UFC Interim Lightweight Title Bout", "UFC Superfight Championship Bout".
 * Tournament finals ("Ultimate Fighter 28 ... Tournament Title Bout") award a contract, not a belt.
 */
export function isTitleBout(text: string | null): boolean {
  return !!text && /\b(title|championship)\b/i.test(text.replace(/TitleBout/, 'Title Bout')) && !/tournament/i.test(text);
}

/** An interim championship: "UFC Interim Heavyweight Title Bout". */
export const isInterimTitleBout = (text: string | null): boolean => isTitleBout(text) && /\binterim\b/i.test(text!);

export function divisionLimitLbs(weightClass: string | null): number | null {
  return weightClass ? (BY_NAME.get(weightClass)?.limitLbs ?? null) : null;
}

export function divisionSex(weightClass: string | null): Sex | null {
  return weightClass ? (BY_NAME.get(weightClass)?.sex ?? null) : null;
}

/** Weigh-ins may come in this much over the limit (the usual non-title allowance). */
const ALLOWANCE_LBS = 1;

const MEN: readonly (readonly [number, string])[] = [
  [125, 'Flyweight'],
  [135, 'Bantamweight'],
  [145, 'Featherweight'],
  [155, 'Lightweight'],
  [170, 'Welterweight'],
  [185, 'Middleweight'],
  [205, 'Light Heavyweight'],
  [Number.POSITIVE_INFINITY, 'Heavyweight'],
];
const WOMEN: readonly (readonly [number, string])[] = [
  [105, "Women's Atomweight"],
  [115, "Women's Strawweight"],
  [125, "Women's Flyweight"],
  [135, "Women's Bantamweight"],
  [145, "Women's Featherweight"],
  [155, "Women's Lightweight"],
];

/** The division a weigh-in weight makes at for a fighter of that sex; null without a sex or off the table. */
export function divisionOfWeight(weightLbs: number, sex: Sex | null | undefined): string | null {
  if (!sex) return null;
  const table = sex === 'M' ? MEN : WOMEN;
  return table.find(([limit]) => weightLbs <= limit + ALLOWANCE_LBS)?.[1] ?? null;
}
