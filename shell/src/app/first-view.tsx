// The first view (see @fightrank/shared/routing first-view-text.ts): the server sends the page's heading and lead
// inside the shell's prerendered layout, so a visitor reads what the page is before any script has run. React
// replaces that markup when it starts; until the page's remote has rendered, the remote's loading fallback shows
// the same markup again, so the heading never blinks away while the page's code is on its way.
import { useEffect } from 'react';
import { FIRST_VIEW_ATTRIBUTE, FIRST_VIEW_TOKENS } from '@fightrank/shared/routing';
import { PageHeader, PageProgressBar } from '@fightrank/shared/ui';
import { followFirstViewControls } from './first-view-controls';

interface CapturedFirstView {
  path: string;
  html: string;
}

let captured: CapturedFirstView | null = null;

/** Set on <html> once the shell's layout is live (header, search and menu work). */
export const APP_READY_ATTRIBUTE = 'data-app-ready';

/** Reads the server's first view from the document; call once, before React renders over it. */
export function captureFirstView(doc: Document = document): void {
  const node = doc.querySelector(`[${FIRST_VIEW_ATTRIBUTE}]`);
  // A template that was never filled (a dev server without the API in front) holds tokens, not text.
  const html = node?.innerHTML ?? '';
  captured = html && !html.includes(FIRST_VIEW_TOKENS.title) ? { path: doc.location.pathname, html } : null;
  // The first view's controls work before the shell starts; what the visitor does with them is carried over.
  followFirstViewControls(doc);
}

/** The first view for this path, while the first page has not rendered yet; null otherwise. */
export function firstViewFor(pathname: string): string | null {
  return captured && captured.path === pathname ? captured.html : null;
}

/** Rendered beside the first page once it is on screen: from then on a loading page shows only the bar. */
export function FirstViewDone() {
  useEffect(() => {
    captured = null;
  }, []);
  return null;
}

/** The server's first view, as the server sent it (same markup as FirstViewSlot renders). */
export function ServerFirstView({ html }: { html: string }) {
  // The markup is the document's own, already parsed by the browser when it arrived with the page.
  return <div {...{ [FIRST_VIEW_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: html }} />;
}

/** What the build prerenders in the layout's main area: the loading bar and the heading tokens the server fills. */
export function FirstViewSlot() {
  return (
    <>
      <PageProgressBar />
      <div {...{ [FIRST_VIEW_ATTRIBUTE]: '' }}>
        <PageHeader title={FIRST_VIEW_TOKENS.title} lead={FIRST_VIEW_TOKENS.lead} intro={FIRST_VIEW_TOKENS.intro} />
      </div>
    </>
  );
}
