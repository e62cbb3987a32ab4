import type { ComponentType } from 'react';
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@fightrank/shared/testing';
import { captureFirstView, firstViewFor } from '../app/first-view';
import { loadRemotePage } from './remote-registry';
import { RemotePage } from './remote-page';

// The federation runtime is not what these tests are about (it needs the built shell): the loader answers as the
// test says. The one file that mocks the registry: with files sharing a worker's modules (vitest.config.ts), a
// second file's mock would not be the one remote-page.tsx holds.
vi.mock('./remote-registry', () => ({ loadRemotePage: vi.fn() }));
const load = vi.mocked(loadRemotePage);

const ListPage = () => <p>the list</p>;

beforeEach(() => {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response('{"data":{"status":"ok"}}', { status: 200 })),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  load.mockReset();
});

/** Mounts the page, lets the loader settle, and unmounts it again (the fan leaves the page). */
async function visit(module: string) {
  const view = renderWithProviders(<RemotePage remote="mfe_rankings" module={module} />);
  await act(async () => {});
  const shown = { list: screen.queryByText('the list') !== null, unavailable: screen.queryByTestId('section-unavailable') !== null };
  view.unmount();
  return shown;
}

describe('a remote page', () => {
  it("shows the server's heading under the loading bar while its remote loads, then the page instead", async () => {
    window.history.replaceState(null, '', '/rankings/goat');
    document.body.innerHTML = '<div id="root"><main><div data-first-view=""><header><h1>GOAT Rankings</h1></header></div></main></div>';
    captureFirstView();
    document.body.innerHTML = '';
    let resolvePage!: (module: { default: ComponentType }) => void;
    load.mockReturnValue(new Promise((resolve) => (resolvePage = resolve)));

    renderWithProviders(<RemotePage remote="mfe_rankings" module="goat-rankings-page" />, { path: '/rankings/goat' });
    expect(screen.getByRole('progressbar')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'GOAT Rankings' })).toBeTruthy();

    await act(async () => resolvePage({ default: () => <h1>The real page</h1> }));
    expect(await screen.findByRole('heading', { name: 'The real page' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'GOAT Rankings' })).toBeNull();
    expect(firstViewFor('/rankings/goat')).toBeNull();
  });

  it('comes back without waiting once it has loaded: a second visit draws it in the first render', async () => {
    load.mockResolvedValue({ default: ListPage });
    expect((await visit('./Loaded')).list).toBe(true);

    const again = renderWithProviders(<RemotePage remote="mfe_rankings" module="./Loaded" />);
    // No act() flush: a page that suspended again would show the progress bar here, not the list.
    expect(screen.getByText('the list')).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
    again.unmount();
  });

  it('asks the remote again on the next visit after a failed load', async () => {
    load.mockRejectedValueOnce(new Error('Remote mfe_rankings could not be loaded: down'));
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the caught error
    expect(await visit('./Failing')).toEqual({ list: false, unavailable: true });

    load.mockResolvedValue({ default: ListPage });
    expect(await visit('./Failing')).toEqual({ list: true, unavailable: false });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
