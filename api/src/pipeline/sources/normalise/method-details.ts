// ufcstats's DETAILS as the scrape publishes it: the finishing technique and the referee's note run together
// ("Kick to Head At DistanceWheel Kick", "toKnee Injury" where the technique was blank), and a result overturned after
// a decision keeps the judges' cards glued on ("... by HardyLars Borssen 28 - 29.Sal D'amato 28 - 29."). A fan reads
// the technique and the note apart, and no judge's card.

/** One judge's card: a name of one to three words, the score, a full stop ("Sal D'amato 28 - 29."). */
const CARD = String.raw`[A-Z][\w'’.-]*(?: [A-Z][\w'’.-]*){0,2} \d{1,2} - \d{1,2}\.\s*`;
/** Cards to the end, the first glued to the word before it ("HardyLars Borssen 28 - 29."). */
const GLUED_CARDS = new RegExp(`(?<=[a-z])(?=(?:${CARD})+$)`);
/** Cards to the end, after a space or from the start. */
const CARDS = new RegExp(`(?:^|\\s)(?:${CARD})+$`);
/** The first place a lower-case letter runs into a capital, not inside a name such as McGregor or DeRidder. */
const GLUE = /(?<!(?:^|[\s(])(?:Mc|Mac|De|Di|Da|Le|La|Van|Von|O'))(?<=[a-z])(?=[A-Z])/;
/** What is left of a technique ufcstats did not record: "to", "to At Distance", "to On Ground". */
const BLANK_TECHNIQUE = /^(?:to(?: (?:At Distance|On Ground|In Clinch|From [\w ]+))?|Injury)$/;

export function cleanMethodDetails(details: string): string {
  const text = stripScorecards(details);
  const glue = GLUE.exec(text);
  if (!glue) return text;
  const technique = text.slice(0, glue.index).trim();
  const note = text.slice(glue.index).trim();
  return BLANK_TECHNIQUE.test(technique) ? note : `${technique} · ${note}`;
}

/** The judges' cards off the end, leaving the word a glued card swallowed ("by HardyLars ..." keeps "by Hardy"). */
export function stripScorecards(details: string): string {
  const whole = CARDS.exec(details);
  if (whole?.index === 0) return '';
  const glued = GLUED_CARDS.exec(details);
  if (glued) return details.slice(0, glued.index).trim();
  return whole ? details.slice(0, whole.index).trim() : details.trim();
}
