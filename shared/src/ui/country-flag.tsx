// Country flags beside fighter names (spec §2): the nationality is matched, case-insensitively, against
// every country's English and native names; no match gives no flag. Nothing of it is on the first
// paint's critical path: the English names (~4 KB gzip) load in their own chunk when a flag is first
// drawn, the native names (~7 KB) only when a nationality matches no English name, and each flag is
// its own SVG file (lipis/flag-icons) fetched only when that flag is shown; no sprite, no dataset.
import { useEffect, useState } from 'react';
import { cn } from './cn';
import { findCountry, mergeCountryLookups, type CountryLookup, type CountryMatch } from './country-lookup';
import { flagUrl } from './flag-url';

export { buildCountryLookup, findCountry, type CountryLookup, type CountryMatch } from './country-lookup';

let englishPromise: Promise<CountryLookup> | undefined;
let english: CountryLookup | undefined;
let fullPromise: Promise<CountryLookup> | undefined;
let full: CountryLookup | undefined;

function loadEnglishNames(): Promise<CountryLookup> {
  englishPromise ??= import('./country-data').then((module) => (english = module.englishCountryLookup));
  return englishPromise;
}

/** Loads every English and native name once; later calls share the result. */
export function loadCountryLookup(): Promise<CountryLookup> {
  fullPromise ??= Promise.all([loadEnglishNames(), import('./country-native-data')]).then(
    ([englishNames, native]) => (full = mergeCountryLookups(englishNames, native.nativeCountryLookup)),
  );
  return fullPromise;
}

/** Re-renders once `load` resolves; undefined until then, and when it fails (names still show). */
function useLoaded(current: CountryLookup | undefined, load: (() => Promise<CountryLookup>) | null): CountryLookup | undefined {
  const [loaded, setLoaded] = useState(current);
  useEffect(() => {
    if (loaded || !load) return;
    let live = true;
    load().then(
      (value) => live && setLoaded(value),
      () => {}, // No flags is an acceptable outcome; the names still show.
    );
    return () => {
      live = false;
    };
  }, [loaded, load]);
  return loaded ?? current;
}

/** The full lookup (English and native names) once loaded; undefined until then. */
export function useCountryLookup(): CountryLookup | undefined {
  return useLoaded(full, loadCountryLookup);
}

/** The country of a nationality: English names first, native names only when those miss. */
function useNationalityCountry(nationality: string | null | undefined): { country: CountryMatch | undefined; settled: boolean } {
  const englishNames = useLoaded(english, nationality ? loadEnglishNames : null);
  const byEnglish = englishNames ? findCountry(nationality, englishNames) : undefined;
  const needsNative = Boolean(nationality && englishNames && !byEnglish);
  const allNames = useLoaded(full, needsNative ? loadCountryLookup : null);
  if (!nationality) return { country: undefined, settled: true };
  if (byEnglish) return { country: byEnglish, settled: true };
  if (!needsNative) return { country: undefined, settled: false };
  return { country: allNames ? findCountry(nationality, allNames) : undefined, settled: Boolean(allNames) };
}

/** The flag emoji: the two regional indicator symbols of the alpha-2 code (for text such as <option>). */
export function flagEmoji(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((ch) => 0x1f1e6 + ch.charCodeAt(0) - 65));
}

let flagEmojiSupport: boolean | undefined;

/**
 * Whether this browser draws flag emoji as flags (for places an image cannot go, such as <option>).
 * Windows and Linux without an emoji font draw two letters or boxes. Drawn once on a canvas: a flag has colour.
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
    // No canvas (tests, locked-down browsers): no emoji.
  }
  return flagEmojiSupport;
}

export interface CountryFlagProps {
  country: CountryMatch | undefined;
  className?: string;
}

// 24 × 18 (4:3), the flag set's shape; fixed so a flag arriving late never moves the text beside it.
const BOX = 'inline-block h-[1.125rem] w-6 shrink-0 rounded-[2px]';

/** A flag with the country's name for screen readers and on hover; nothing for no country. */
export function CountryFlag({ country, className }: CountryFlagProps) {
  const [failed, setFailed] = useState<string>();
  if (!country) return null;
  const url = failed === country.code ? undefined : flagUrl(country.code);
  if (url) {
    return (
      <img
        src={url}
        alt={country.name}
        title={country.name}
        data-country={country.code}
        width={24}
        height={18}
        decoding="async"
        onError={() => setFailed(country.code)}
        className={cn(BOX, 'object-cover ring-1 ring-zinc-900/10 dark:ring-white/15', className)}
      />
    );
  }
  // No SVG for this code (or it failed to load): the readable code badge.
  return (
    <span
      role="img"
      aria-label={country.name}
      title={country.name}
      data-country={country.code}
      className={cn(
        BOX,
        'select-none border border-zinc-300 bg-zinc-100 text-center font-mono text-[0.6rem] font-semibold leading-4 tracking-tight text-zinc-700 dark:border-zinc-600 dark:bg-zinc-800 dark:text-zinc-200',
        className,
      )}
    >
      {country.code}
    </span>
  );
}

/** The flag of a nationality (spec §2), or nothing when it matches no country. */
export function NationalityFlag({ nationality, className }: { nationality: string | null | undefined; className?: string }) {
  const { country, settled } = useNationalityCountry(nationality);
  // While the names load, hold the flag's place so the row does not shift when it arrives.
  if (!settled) return <span aria-hidden="true" className={cn(BOX, className)} />;
  return <CountryFlag country={country} className={className} />;
}
