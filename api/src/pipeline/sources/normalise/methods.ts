// Finishing methods from every source collapse onto the contract's short list; the source's wording stays in methodDetail.
import type { BoutMethod } from '../dataset';

const RULES: readonly [RegExp, BoutMethod][] = [
  [/^(decision|dec)\s*-\s*unanimous|^unanimous/i, 'DEC_UNANIMOUS'],
  [/^(decision|dec)\s*-\s*split|^split/i, 'DEC_SPLIT'],
  [/^(decision|dec)\s*-\s*majority|^majority/i, 'DEC_MAJORITY'],
  [/^(decision|dec)\b/i, 'DEC'],
  [/^(ko|tko)\b/i, 'KO/TKO'],
  [/^(submission|sub)\b/i, 'SUB'],
  [/^(dq|disqualification)\b/i, 'DQ'],
];

export function normalizeMethod(text: string | null): BoutMethod | null {
  if (!text) return null;
  const trimmed = text.trim();
  if (!trimmed) return null;
  return RULES.find(([pattern]) => pattern.test(trimmed))?.[1] ?? 'OTHER';
}
