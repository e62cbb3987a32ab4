// Organization codes derived from event names. The codes are stored with every event and bout and shown in
// filters, so a code never changes once published; add new promotions at the end of the table.
import type { OrganizationCode } from '../dataset';

interface Organization {
  readonly code: OrganizationCode;
  readonly name: string;
  /** Matched against the start of the event name unless it says otherwise. */
  readonly pattern: RegExp;
  /**
   * Where the promotion holds its cards, for a name two promotions share: an event whose location the source gives and
   * this does not match is not this promotion's. An event without a location keeps the name's first match.
   */
  readonly heldIn?: RegExp;
}

/** Extreme Fighting Championship's cards: South Africa and its neighbours, as Bet MMA names their cities. */
const SOUTHERN_AFRICA =
  /south africa|johannesburg|sandton|pretoria|cape town|durban|gqeberha|port elizabeth|mozambique|maputo|namibia|windhoek|botswana|gaborone|zimbabwe|harare/i;

/** Kazakhstan's Octagon League holds its cards at home; Bet MMA names them by city. */
const KAZAKHSTAN = /kazakhstan|almaty|astana|nur-sultan|shymkent|karaganda|aktobe|aktau|atyrau|taraz|pavlodar/i;

// Order matters: the first match wins ("Road to UFC" before "UFC", "Cage Warriors" before "Cage").
const ORGANIZATIONS: readonly Organization[] = [
  { code: 'DWCS', name: "Dana White's Contender Series", pattern: /^(DWCS|DWTNCS|DWTNF|Dana White'?s (TNCS|Contender|Tuesday)|Contender Series)/i },
  { code: 'ROAD_TO_UFC', name: 'Road to UFC', pattern: /^(UFC - )?Road to UFC/i },
  { code: 'UFC', name: 'UFC', pattern: /^(UFC|Noche UFC|The Ultimate Fighter|Ultimate Fighter|Ultimate (Japan|Brazil|Ultimate)|Ortiz vs\.? Shamrock)/i },
  { code: 'BELLATOR', name: 'Bellator MMA', pattern: /^Bell?ator/i },
  { code: 'PFL', name: 'Professional Fighters League', pattern: /^(PFL|Professional Fighters League)\b/i },
  { code: 'ONE', name: 'ONE Championship', pattern: /^ONE( FC| Championship| Fight Night| on |\b)/i },
  { code: 'RIZIN', name: 'RIZIN Fighting Federation', pattern: /^(Super )?Rizin/i },
  { code: 'KSW', name: 'KSW', pattern: /^KSW/i },
  { code: 'CAGE_WARRIORS', name: 'Cage Warriors', pattern: /^(Cage Warriors|CWFC)/i },
  { code: 'LFA', name: 'Legacy Fighting Alliance', pattern: /^LFA\b/i },
  { code: 'PRIDE', name: 'PRIDE Fighting Championships', pattern: /^(PRIDE|Bushido Europe)/i },
  { code: 'STRIKEFORCE', name: 'Strikeforce', pattern: /^Strikeforce/i },
  { code: 'WEC', name: 'World Extreme Cagefighting', pattern: /^WEC\b/i },
  { code: 'DREAM', name: 'DREAM', pattern: /^DREAM\b/i },
  { code: 'INVICTA', name: 'Invicta FC', pattern: /^Invicta/i },
  // ACB (Absolute Championship Berkut) became ACA in 2018: one lineage, one code.
  { code: 'ACA', name: 'Absolute Championship Akhmat', pattern: /^(ACA|ACB)\b/i },
  // "Octagon" cards held in Kazakhstan are the Octagon League's (Almaty, since 2022), not the Czech-Slovak Oktagon MMA's.
  { code: 'OCTAGON_LEAGUE', name: 'Octagon League', pattern: /^Octagon\b/i, heldIn: KAZAKHSTAN },
  // Bet MMA spells some Oktagon MMA cards "Octagon".
  { code: 'OKTAGON', name: 'Oktagon MMA', pattern: /^O[kc]tagon\b/i },
  { code: 'BRAVE', name: 'BRAVE Combat Federation', pattern: /^Brave\b/i },
  { code: 'CFFC', name: 'Cage Fury Fighting Championships', pattern: /^(CFFC|Cage Fury)/i },
  { code: 'FURY', name: 'Fury Fighting Championship', pattern: /^Fury FC/i },
  { code: 'ARES', name: 'ARES Fighting Championship', pattern: /^Ares\b/i },
  // Bet MMA also writes the cards as "UAE 32".
  { code: 'UAE_WARRIORS', name: 'UAE Warriors', pattern: /^UAE\b/i },
  // "EFC" is South Africa's Extreme Fighting Championship, and in 2022 also Eagle FC's cards 44-46 (Miami, Moscow).
  { code: 'EFC', name: 'Extreme Fighting Championship', pattern: /^EFC\b/i, heldIn: SOUTHERN_AFRICA },
  { code: 'COMBATE', name: 'Combate Global', pattern: /^Combate\b/i },
  { code: 'WSOF', name: 'World Series of Fighting', pattern: /^WSOF\b/i },
  { code: 'A1_COMBAT', name: 'A1 Combat', pattern: /^(Urijah Faber's )?A1 Combat/i },
  { code: 'TITAN_FC', name: 'Titan FC', pattern: /^Titan F/i },
  { code: 'LEGACY_FC', name: 'Legacy Fighting Championship', pattern: /^Legacy FC/i },
  { code: 'ELITEXC', name: 'EliteXC', pattern: /^(EliteXC|ProElite)/i },
  { code: 'K1', name: 'K-1', pattern: /^(K-1|Dynamite!!)/i },
  { code: 'M1', name: 'M-1 Global', pattern: /^M-1\b/i },
  { code: 'FIGHT_NIGHTS', name: 'Fight Nights Global', pattern: /^Fight Nights/i },
  { code: 'APFC', name: 'Anthony Pettis FC', pattern: /^Anthony Pettis FC/i },
  { code: 'CENTURION', name: 'Centurion FC', pattern: /^Centurion/i },
  { code: 'FAME', name: 'FAME MMA', pattern: /^Fame\b/i },
  { code: 'GOLDEN_BOY', name: 'Golden Boy Promotions', pattern: /^Golden Boy/i },
  // After EFC's row: an "EFC" card held outside southern Africa is Eagle FC's.
  { code: 'EAGLE_FC', name: 'Eagle FC', pattern: /^(Eagle FC|EFC)\b/i },
];

const BY_CODE = new Map(ORGANIZATIONS.map((organization) => [organization.code, organization]));

/**
 * Code for an event name. Promotions not in the table get a code from the name's leading words
 * ("Meca 5" -> MECA, "Tuff-N-Uff 137" -> TUFF_N_UFF) so small promotions still group together.
 */
export function organizationFromEventName(eventName: string, location?: string | null): OrganizationCode {
  const name = eventName.trim();
  const known = knownOrganizationFromEventName(name, location);
  if (known) return known;
  const lead = /^[^\d:]*?(?=\s*(\d|:| - |$))/.exec(name)?.[0] ?? name;
  const code = lead
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_')
    .replace(/^_|_$/g, '');
  return code || 'OTHER';
}

/** Promotions whose brand is written in capitals, as their codes are ("RIZIN 48"; Fury FC and Fame MMA write theirs as words). */
const CAPITAL_BRANDS = new Set(['ONE', 'UFC', 'PFL', 'KSW', 'LFA', 'WEC', 'ACA', 'CFFC', 'EFC', 'WSOF', 'RIZIN']);

/**
 * An event name with its promotion's brand written as the promotion writes it, where a source writes it otherwise:
 * Bet MMA's "One 166" and "One FC 70" are ONE's "ONE 166" and "ONE FC 70". Only a capitals brand leading the name as
 * a word; every other name as it comes.
 */
export function brandedEventName(name: string, organization: OrganizationCode): string {
  const lead = name.slice(0, organization.length);
  const asAWord = !/\w/.test(name.charAt(organization.length));
  return CAPITAL_BRANDS.has(organization) && lead.toUpperCase() === organization && asAWord ? organization + name.slice(organization.length) : name;
}

/** The code of a promotion the table knows by the name's start (and location, where given); null when none. */
export function knownOrganizationFromEventName(eventName: string, location?: string | null): OrganizationCode | null {
  const name = eventName.trim();
  const heldThere = (organization: Organization) => !organization.heldIn || !location || organization.heldIn.test(location);
  return ORGANIZATIONS.find((organization) => organization.pattern.test(name) && heldThere(organization))?.code ?? null;
}

/** Display name for a code; unknown codes read as their words ("TUFF_N_UFF" -> "Tuff N Uff"). */
export function organizationName(code: OrganizationCode): string {
  const known = BY_CODE.get(code);
  if (known) return known.name;
  return code
    .split('_')
    .map((word) => (word.length <= 4 ? word : word[0] + word.slice(1).toLowerCase()))
    .join(' ');
}

/** Normalizes a code or name an operator typed ("Bellator", "bellator", "BELLATOR") to the code. */
export function organizationFromInput(text: string): OrganizationCode {
  const upper = text
    .trim()
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '_');
  return BY_CODE.has(upper) ? upper : organizationFromEventName(text);
}
