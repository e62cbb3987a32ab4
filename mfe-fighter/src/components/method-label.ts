const METHOD_LABELS: Record<string, string> = {
  'KO/TKO': 'KO/TKO',
  SUB: 'Submission',
  DEC_UNANIMOUS: 'Unanimous decision',
  DEC_SPLIT: 'Split decision',
  DEC_MAJORITY: 'Majority decision',
  DEC: 'Decision',
  DQ: 'Disqualification',
  OTHER: 'Other',
};

/** How a bout ended, in words a fan reads; null when the source did not say. */
export function methodLabel(method: string | null): string | null {
  return method ? (METHOD_LABELS[method] ?? method) : null;
}
