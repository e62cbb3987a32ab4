import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup } from '@testing-library/react';
import { FIRST_VIEW_TOKENS } from '@fightrank/shared/routing';
import { renderWithProviders } from '@fightrank/shared/testing';
import { captureFirstView, FirstViewDone, firstViewFor } from './first-view';

// The first view under a remote page that is still loading: remote-page.test.tsx.

/** The document as the server sends it: the prerendered layout with the page's heading filled in. */
function serveDocument(path: string, heading: string) {
  window.history.replaceState(null, '', path);
  document.body.innerHTML = `<div id="root"><main><div data-first-view=""><header><h1>${heading}</h1><p>lead</p></header></div></main></div>`;
}

describe('first view', () => {
  beforeEach(() => {
    // Each test starts with nothing captured: a page that rendered consumes it.
    document.body.innerHTML = '';
    captureFirstView();
  });
  afterEach(cleanup);

  it("keeps the server's heading for the path it was sent for, and only that path", () => {
    serveDocument('/rankings/goat', 'GOAT Rankings');
    captureFirstView();
    expect(firstViewFor('/rankings/goat')).toContain('<h1>GOAT Rankings</h1>');
    expect(firstViewFor('/rankings/global')).toBeNull();
  });

  it('ignores a layout whose tokens were never filled (a dev server without the API)', () => {
    serveDocument('/', FIRST_VIEW_TOKENS.title);
    captureFirstView();
    expect(firstViewFor('/')).toBeNull();
  });

  it('is forgotten once a page has rendered, so a later page load shows only the bar', () => {
    serveDocument('/', 'Pound For Pound');
    captureFirstView();
    renderWithProviders(<FirstViewDone />);
    expect(firstViewFor('/')).toBeNull();
  });
});
