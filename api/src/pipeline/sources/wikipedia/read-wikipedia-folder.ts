// The `wikipedia/` folder of a data directory: one saved action=parse answer (.json) per page, as the API returns it.
// `npm run data:sync` fills it from the live API (fetch-wikipedia.ts); an operator may also copy answers in by hand.
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { SourceError } from '../source-error';
import { parseAnswer, WikiAnswerError, type WikiPage } from './parse-answer';
import { toSourcePart, type WikipediaPart } from './to-source-part';

export async function readWikipediaFolder(dir: string): Promise<WikipediaPart> {
  const files = (await readdir(dir)).filter((name) => name.endsWith('.json')).sort();
  const byPage = new Map<number, WikiPage>();
  for (const name of files) {
    const file = path.join(dir, name);
    let page: WikiPage;
    try {
      page = parseAnswer(await readFile(file, 'utf8'), file);
    } catch (error) {
      if (error instanceof WikiAnswerError) throw new SourceError(file, 0, error.message.slice(file.length + 2));
      throw error;
    }
    // A page saved twice (moved to a new title between two syncs) counts once, at its newest revision.
    const known = byPage.get(page.pageId);
    if (!known || known.revisionId < page.revisionId) byPage.set(page.pageId, page);
  }
  return toSourcePart([...byPage.values()]);
}
