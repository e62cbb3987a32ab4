// Country flags beside fighter names (spec §2): the nationality is matched, case-insensitively, against
// every country's English and native names; no match gives no flag. world-countries is ~770 KB of
// JSON, so it loads once, lazily, in its own chunk, and only the small name -> code map is kept.
import { useEffect, useState } from 'react';
import type { Country } from 'world-countries';
import { cn } from './cn';

export interface CountryMatch {
  /** ISO 3166-1 alpha-2. */
  code: string;
  /** English common name. */
  name: string;
}

export type CountryLookup = ReadonlyMap<string, CountryMatch>;

const normalize = (name: string) => name.trim().toLowerCase();

/** Map of every English (common, official) and native name, lowercased, to its country. */
export function buildCountryLookup(countries: readonly Pick<Country, 'name' | 'cca2'>[]): CountryLookup {
  const lookup = new Map<string, CountryMatch>();
  const add = (name: string, match: CountryMatch) => {
    const key = normalize(name);
    // English names go in first, so another country's native spelling never shadows them.
    if (key && !lookup.has(key)) lookup.set(key, match);
  };
  for (const c of countries) {
    const match = { code: c.cca2, name: c.name.common };
    add(c.name.common, match);
    add(c.name.official, match);
  }
  for (const c of countries) {
    const match = { code: c.cca2, name: c.name.common };
    for (const native of Object.values(c.name.native ?? {})) {
      add(native.common, match);
      add(native.official, match);
    }
  }
  return lookup;
}

export function findCountry(nationality: string | null | undefined, lookup: CountryLookup): CountryMatch | undefined {
  return nationality ? lookup.get(normalize(nationality)) : undefined;
}

let lookupPromise: Promise<CountryLookup> | undefined;
let loadedLookup: CountryLookup | undefined;

/** Loads world-countries once and builds the lookup once; later calls share the result. */
export function loadCountryLookup(): Promise<CountryLookup> {
  lookupPromise ??= import('world-countries').then((module) => {
    loadedLookup = buildCountryLookup(module.default);
    return loadedLookup;
  });
  return lookupPromise;
}

/** The lookup once loaded; undefined until then (flags simply appear when it arrives). */
export function useCountryLookup(): CountryLookup | undefined {
  const [lookup, setLookup] = useState(loadedLookup);
  useEffect(() => {
    if (lookup) return;
    let live = true;
    loadCountryLookup().then(
      (loaded) => live && setLookup(loaded),
      () => {}, // No flags is an acceptable outcome; the names still show.
    );
    return () => {
      live = false;
    };
  }, [lookup]);
  return lookup;
}

/** The flag emoji: the two regional indicator symbols of the alpha-2 code. */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}

let flagEmojiSupport: boolean | undefined;

/**
 * Whether this browser draws flag emoji as flags. Windows and Linux without an emoji font draw two
 * letters or boxes instead; there we show a code badge. Drawn once on a canvas: a flag has colour.
 */
export function supportsFlagEmoji(): boolean {
  if (flagEmojiSupport !== undefined) return flagEmojiSupport;
  flagEmojiSupport = false;
  try {
    const context = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
    if (context) {
      context.canvas.width = context.canvas.height = 24;
      context.font = '20px "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji", sans-serif';
      context.textBaseline = 'top';
      context.fillText(flagEmoji('SE'), 0, 0);
      const pixels = context.getImageData(0, 0, 24, 24).data;
      for (let i = 0; i < pixels.length; i += 4) {
        const [r = 0, g = 0, b = 0] = [pixels[i], pixels[i + 1], pixels[i + 2]];
        if (Math.max(r, g, b) - Math.min(r, g, b) > 40) {
          flagEmojiSupport = true;
          break;
        }
      }
    }
  } catch {
    // No canvas (tests, locked-down browsers): the badge is always readable.
  }
  return flagEmojiSupport;
}

export interface CountryFlagProps {
  country: CountryMatch | undefined;
  className?: string;
}

/** A flag with the country's name for screen readers and on hover; nothing for no country. */
export function CountryFlag({ country, className }: CountryFlagProps) {
  const [emoji] = useState(supportsFlagEmoji);
  if (!country) return null;
  return (
    <span
      role="img"
      aria-label={country.name}
      title={country.name}
      data-country={country.code}
      className={cn(
        'inline-flex shrink-0 select-none items-center justify-center leading-none',
        emoji
          ? 'text-base'
          : 'h-[1.125rem] w-7 rounded-[3px] border border-zinc-300 bg-zinc-100 font-mono text-[0.65rem] font-semibold tracking-tight text-zinc-700 dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-200',
        className,
      )}
    >
      {emoji ? flagEmoji(country.code) : country.code}
    </span>
  );
}

/** The flag of a nationality (spec §2), or nothing when it matches no country. */
export function NationalityFlag({ nationality, className }: { nationality: string | null | undefined; className?: string }) {
  const lookup = useCountryLookup();
  return <CountryFlag country={lookup ? findCountry(nationality, lookup) : undefined} className={className} />;
}
