import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import type { Health } from '@fightrank/shared/contracts';
import { healthQueries } from '@fightrank/shared/queries';
import { createTestQueryClient, renderWithProviders } from '@fightrank/shared/testing';
import { DemoDataBanner } from './demo-data-banner';

function renderWith(dataSource: Health['dataSource']) {
  const queryClient = createTestQueryClient();
  // The health answer is given, never fetched.
  queryClient.setDefaultOptions({ queries: { staleTime: Infinity, retry: false } });
  queryClient.setQueryData(healthQueries.status().queryKey, { status: 'ok', database: 'pglite', migrations: 6, dataSource } as Health);
  return renderWithProviders(<DemoDataBanner />, { queryClient });
}

describe('DemoDataBanner', () => {
  afterEach(cleanup);

  it('names the command that loads the real data when the site shows the demo', () => {
    renderWith('demo');
    const banner = screen.getByTestId('demo-data-banner');
    expect(banner.textContent).toContain('generated, not real');
    expect(banner.querySelector('code')?.textContent).toBe('npm run data:sync');
  });

  it('says nothing on real data', () => {
    renderWith('real');
    expect(screen.queryByTestId('demo-data-banner')).toBeNull();
  });
});
