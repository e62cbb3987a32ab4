// Tale-of-the-tape values: feet/inch strings, inch counts and fight clocks to metric numbers.

const CM_PER_INCH = 2.54;

/** `5' 11"` -> 180.3 cm; "--" or empty -> null. */
export function feetInchesToCm(text: string | null): number | null {
  const match = text ? /^(\d+)'\s*(\d+(?:\.\d+)?)?"?$/.exec(text.trim()) : null;
  if (!match) return null;
  return round1((Number(match[1]) * 12 + Number(match[2] ?? 0)) * CM_PER_INCH);
}

/** `72.0"` or "72" -> 182.9 cm; "--" or empty -> null. */
export function inchesToCm(text: string | null): number | null {
  const match = text ? /^(\d+(?:\.\d+)?)"?$/.exec(text.trim()) : null;
  const inches = match ? Number(match[1]) : NaN;
  return inches > 0 ? round1(inches * CM_PER_INCH) : null;
}

/** "155 lbs." -> 155. */
export function poundsOf(text: string | null): number | null {
  const match = text ? /^(\d+(?:\.\d+)?)\s*lbs?\.?$/.exec(text.trim()) : null;
  return match ? Number(match[1]) : null;
}

/** "4:32" -> 272 seconds. */
export function clockToSeconds(text: string | null): number | null {
  const match = text ? /^(\d+):(\d{2})$/.exec(text.trim()) : null;
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

/** "3 Rnd (5-5-5)" -> 3, "1 Rnd + OT (12-3)" -> 1, "No Time Limit" -> null. */
export function scheduledRoundsOf(format: string | null): number | null {
  const match = format ? /^(\d+) Rnd/.exec(format.trim()) : null;
  return match ? Number(match[1]) : null;
}

export function intOrNull(text: string | null): number | null {
  if (text === null) return null;
  const value = Number(text);
  return Number.isInteger(value) ? value : null;
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}
