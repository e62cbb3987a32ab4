// A saved or live answer of the MediaWiki API's action=parse&prop=wikitext, in either JSON form it comes in:
// formatversion=1 {"parse":{"title","pageid","revid","wikitext":{"*":"…"}}} or formatversion=2 {"parse":{…,"wikitext":"…"}}.
// An {"error":{"code","info"}} answer (missing page, bad title) is reported with its code, never read as a page.

export interface WikiPage {
  readonly title: string;
  readonly pageId: number;
  /** The revision the wikitext is from: recorded with the import so every fact can be traced to it. */
  readonly revisionId: number;
  readonly wikitext: string;
}

export class WikiAnswerError extends Error {
  override readonly name = 'WikiAnswerError';
}

export function parseAnswer(json: string, where: string): WikiPage {
  let data: unknown;
  try {
    data = JSON.parse(json);
  } catch (error) {
    throw new WikiAnswerError(`${where}: not a JSON answer of the MediaWiki API (${(error as Error).message})`);
  }
  const record = (value: unknown): Record<string, unknown> | null =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  const error = record(record(data)?.error);
  if (error) throw new WikiAnswerError(`${where}: the MediaWiki API answered an error: ${String(error.code ?? 'unknown')} (${String(error.info ?? '')})`);
  const parse = record(record(data)?.parse);
  if (!parse) throw new WikiAnswerError(`${where}: no "parse" object: not an action=parse answer`);
  const wikitextField = parse.wikitext;
  const wikitext = typeof wikitextField === 'string' ? wikitextField : record(wikitextField)?.['*'];
  if (typeof wikitext !== 'string') throw new WikiAnswerError(`${where}: no wikitext (ask with prop=wikitext)`);
  const { title, pageid, revid } = parse;
  if (typeof title !== 'string' || !title.trim()) throw new WikiAnswerError(`${where}: the answer names no page title`);
  if (!Number.isSafeInteger(pageid) || !Number.isSafeInteger(revid) || (revid as number) <= 0) {
    throw new WikiAnswerError(`${where}: "pageid" and "revid" must be positive whole numbers (the revision is recorded)`);
  }
  return { title: title.trim(), pageId: pageid as number, revisionId: revid as number, wikitext };
}
