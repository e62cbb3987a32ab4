import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { DataSourcesList } from './data-sources-list';

describe('DataSourcesList', () => {
  afterEach(cleanup);

  it('attributes the Wikipedia cards to Wikipedia contributors under CC BY-SA 4.0, linking the pages and the licence', () => {
    render(<DataSourcesList />);
    const source = screen.getByRole('link', { name: 'Wikipedia' }).closest('li')!;
    expect(source.textContent).toContain('by Wikipedia contributors');
    expect(source.querySelector('a[href="https://en.wikipedia.org/wiki/List_of_UFC_events"]')).not.toBeNull();
    const licence = source.querySelector('a[rel~="license"]')!;
    expect(licence.getAttribute('href')).toBe('https://creativecommons.org/licenses/by-sa/4.0/');
    expect(licence.textContent).toMatch(/^CC BY-SA 4\.0/);
  });

  it('keeps the other sources with their licences as text', () => {
    render(<DataSourcesList />);
    const jds = screen.getByRole('link', { name: 'jds-mma-data' }).closest('li')!;
    expect(jds.textContent).toContain('Licence: MIT, Copyright (c) 2025 Eugene Han.');
  });
});
