import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { CountryFlag, NationalityFlag, flagEmoji } from './country-flag';

afterEach(cleanup);

describe('CountryFlag', () => {
  it('builds the emoji from regional indicators', () => {
    expect(flagEmoji('br')).toBe('\u{1F1E7}\u{1F1F7}');
  });

  it('names the country for screen readers and renders nothing without a country', () => {
    const { container, rerender } = render(<CountryFlag country={{ code: 'BR', name: 'Brazil' }} />);
    // Outside the bundler there are no SVG files, so it falls back to the readable code badge.
    expect(screen.getByRole('img', { name: 'Brazil' }).textContent).toBe('BR');
    rerender(<CountryFlag country={undefined} />);
    expect(container.innerHTML).toBe('');
  });
});

describe('NationalityFlag (spec §2)', () => {
  it("draws the code the API sent, named by the fighter's nationality, at once", () => {
    render(<NationalityFlag nationality="Germany" countryCode="DE" />);
    const flag = screen.getByRole('img', { name: 'Germany' });
    expect(flag.getAttribute('data-country')).toBe('DE');
  });

  it('draws no flag without a code: the browser matches no names itself', () => {
    const { container, rerender } = render(<NationalityFlag nationality="Germany" countryCode={null} />);
    expect(container.innerHTML).toBe('');
    rerender(<NationalityFlag nationality={null} countryCode={undefined} />);
    expect(container.innerHTML).toBe('');
  });

  it('names the flag by its code when the nationality is missing', () => {
    render(<NationalityFlag nationality={null} countryCode="BR" />);
    expect(screen.getByRole('img', { name: 'BR' })).toBeTruthy();
  });
});
