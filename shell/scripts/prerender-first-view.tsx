// Build step (after `rspack build`): renders the shell's layout (header, navigation, footer) around the first-view
// slot and writes it into dist/index.html, so the server's page documents show the site and the page's heading
// before any script runs (issue 12: first paint). The server fills the slot's tokens per page
// (api/src/http/pages/page-document.ts); React replaces this markup with the same markup when it starts.
// The layout is rendered at a path no menu entry matches, so no entry is highlighted for the wrong page, and in its
// first-view form: the phone menu is a popover that opens without script (decision 042).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { FIRST_VIEW_TOKENS } from '@fightrank/shared/routing';
import { RootLayout } from '../src/app/root-layout';
import { FirstViewSlot } from '../src/app/first-view';
import { FIRST_VIEW_MENU_ID } from '../src/app/first-view-controls';

const DIST = fileURLToPath(new URL('../dist/', import.meta.url));
const INDEX = `${DIST}index.html`;
const EMPTY_ROOT = '<div id="root"></div>';

const router = createMemoryRouter([{ path: '/', element: <RootLayout firstView />, children: [{ path: '*', element: <FirstViewSlot /> }] }], {
  initialEntries: ['/first-view'],
});
const layout = renderToString(
  <QueryClientProvider client={new QueryClient()}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
if (!layout.includes(FIRST_VIEW_TOKENS.title)) throw new Error('the prerendered layout lost the first-view slot');
// React writes the attribute as `popoverTarget`; HTML attribute names are case-insensitive.
if (!layout.toLowerCase().includes(`popovertarget="${FIRST_VIEW_MENU_ID}"`))
  throw new Error('the prerendered menu button does not open the menu without script');

const index = readFileSync(INDEX, 'utf8');
if (!index.includes(EMPTY_ROOT)) throw new Error(`dist/index.html has no empty ${EMPTY_ROOT} to fill (built twice?)`);
// The shell's stylesheet normally arrives with its bootstrap chunk, after the scripts run; markup painted before
// it would show unstyled and then jump. Linked in the head it is render-blocking, as a page's CSS should be; the
// chunk loader finds the link by its href and does not load the file twice.
const publicPath = /<script[^>]+src="([^"]*?)main\.[^"]+\.js"/.exec(index)?.[1] ?? '/';
const styles = readdirSync(DIST)
  .filter((file) => file.endsWith('.css'))
  .map((file) => `<link rel="stylesheet" href="${publicPath}${file}">`)
  .join('');
// The entry script starts after the first frame, so the first view is painted from HTML and CSS alone: a deferred
// script that is already downloaded when the stylesheet arrives runs before the first paint and holds it back
// (Lighthouse counted main.js's ~110 ms in LCP on some runs: 1.3 s or 2.6 s on the same page). The preload keeps
// the download as early as before. A tab opened in the background paints no frames: the timeout starts it anyway.
const entry = /<script defer(?:="defer")? src="([^"]+)"><\/script>/.exec(index);
if (!entry) throw new Error('dist/index.html has no deferred entry script to start after the first frame');
const startAfterFirstFrame =
  `<script>(function(){var started=false;function start(){if(started)return;started=true;var s=document.createElement('script');` +
  `s.src=${JSON.stringify(entry[1])};document.head.appendChild(s)}requestAnimationFrame(function(){setTimeout(start,0)});setTimeout(start,1000)})()</script>`;
const html = index
  .replace(entry[0], () => `<link rel="preload" as="script" href="${entry[1]}">`)
  .replace('</head>', () => `${styles}</head>`)
  .replace(EMPTY_ROOT, () => `<div id="root">${layout}</div>${startAfterFirstFrame}`);
writeFileSync(INDEX, html);
console.log(`first view: prerendered the layout into dist/index.html (${(layout.length / 1024).toFixed(1)} KB)`);
