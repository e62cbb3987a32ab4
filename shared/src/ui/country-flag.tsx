// Country flags beside fighter names (spec §2). The server resolves a fighter's nationality to a country once, on
// import (api/src/pipeline/sources/normalise/countries.ts), and every answer that names a nationality also sends its ISO 3166-1
// alpha-2 `countryCode`; the browser draws that code and matches no names itself. Each flag is its own SVG file
// (lipis/flag-icons) fetched only when that flag is shown; no sprite, no dataset.
import { useState } from 'react';
import { cn } from './cn';
import { flagUrl } from './flag-url';

/** A country to draw: its alpha-2 code and the name a screen reader reads. */
export interface CountryMatch {
  code: string;
  name: string;
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
  /**
   * The page says the country in words nearby (the fighter page's Nationality line): the flag is hidden from screen
   * readers, so a heading holding it is named by the fighter alone ("Jon Jones", not "United States Jon Jones").
   */
  decorative?: boolean;
}

// 24 × 18 (4:3), the flag set's shape; fixed so a flag arriving late never moves the text beside it.
const BOX = 'inline-block h-[1.125rem] w-6 shrink-0 rounded-[2px]';

/** A flag with the country's name for screen readers and on hover; nothing for no country. */
export function CountryFlag({ country, className, decorative = false }: CountryFlagProps) {
  const [failed, setFailed] = useState<string>();
  if (!country) return null;
  const url = failed === country.code ? undefined : flagUrl(country.code);
  if (url) {
    return (
      <img
        src={url}
        alt={decorative ? '' : country.name}
        aria-hidden={decorative || undefined}
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
      role={decorative ? undefined : 'img'}
      aria-label={decorative ? undefined : country.name}
      aria-hidden={decorative || undefined}
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

/**
 * The flag of a fighter's nationality (spec §2): the code the API sent, named by the nationality; nothing without a
 * code, or with `keepSpace` an empty slot of the flag's size, so a name in a column of rows lines up with the others.
 */
export function NationalityFlag({
  nationality,
  countryCode,
  className,
  decorative,
  keepSpace = false,
}: {
  nationality: string | null | undefined;
  countryCode: string | null | undefined;
  className?: string;
  decorative?: boolean;
  keepSpace?: boolean;
}) {
  const country = countryCode ? { code: countryCode, name: nationality || countryCode } : undefined;
  if (!country && keepSpace) return <span aria-hidden="true" data-testid="no-flag" className={cn(BOX, className)} />;
  return <CountryFlag country={country} className={className} decorative={decorative} />;
}
