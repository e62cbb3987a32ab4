// The first view: the page's heading and lead in the HTML the server sends, before any script runs.
// The shell's build renders its layout around a slot holding these tokens (shell/scripts/prerender-first-view.tsx);
// the server swaps them for the requested page's text (api/src/http/pages/page-document.ts); the shell holds that
// markup on screen until the page's remote has rendered (shell/src/app/first-view.tsx).
export const FIRST_VIEW_TOKENS = {
  title: '%%FIRST_VIEW_TITLE%%',
  lead: '%%FIRST_VIEW_LEAD%%',
  intro: '%%FIRST_VIEW_INTRO%%',
} as const;

/**
 * A fighter address that names nobody: the title and description the server's first view sends and the fighter pages
 * keep once their remote has rendered (one text, so the page does not change its description under a crawler).
 */
export const FIGHTER_NOT_FOUND_PAGE = { title: 'Fighter not found', description: 'FightRank has no fighter at this address.' } as const;

/** The attribute that marks the first view's element in the page. */
export const FIRST_VIEW_ATTRIBUTE = 'data-first-view';

export interface FirstViewText {
  title: string;
  lead: string;
  /**
   * The paragraph the page shows under its lead ('' for none). It is there so the first view holds the page's
   * largest text: were the page's own intro larger, it would become the Largest Contentful Paint only once the
   * page's remote had rendered (decision 031).
   */
  intro: string;
}
