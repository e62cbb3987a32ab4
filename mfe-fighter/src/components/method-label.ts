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

/**
 * The method column of a bout: the label, except that "Other" (no contests, stoppages nobody won) says what the
 * source says happened ("Overturned: Failed Drug Test by Jones", "Could Not Continue: Eye Poke by Alers").
 */
export function boutMethodLabel(method: string | null, detail: string | null): string | null {
  return method === 'OTHER' && detail ? detail : methodLabel(method);
}
