import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StatCard, formatStatChange } from './stat-card';

describe('stat card change (spec §3)', () => {
  it('shows a positive change green with a plus and 1 decimal, zero as a neutral mark, a negative one red with 1 decimal', () => {
    expect(formatStatChange(1.5)).toEqual({ text: '+1.5', tone: 'up' });
    expect(formatStatChange(0)).toEqual({ text: '–', tone: 'neutral' });
    expect(formatStatChange(-2)).toEqual({ text: '−2.0', tone: 'down' });
    // Rounding to 1 decimal decides the sign: a change that rounds to 0.0 is no change.
    expect(formatStatChange(0.04).tone).toBe('neutral');
    expect(formatStatChange(-0.06)).toEqual({ text: '−0.1', tone: 'down' });
  });

  it.each([
    [1.5, '+1.5', 'text-green-700'],
    [0, '–', 'text-zinc-600'],
    [-2.0, '−2.0', 'text-red-700'],
  ])('renders %s as %s in %s', (change, text, colour) => {
    render(<StatCard title="Rating" value="1500.0" statChange={change} secondaryTitle="Peak" secondaryValue="1600.0" splits={[{ title: 'KO', value: '3' }]} />);
    const mark = screen.getByText(text);
    expect(mark.className).toContain(colour);
    expect(screen.getByText('1500.0')).toBeTruthy();
    expect(screen.getByText('Peak:')).toBeTruthy();
    expect(screen.getByText('KO')).toBeTruthy();
  });

  it('shows no change mark when the card has no change', () => {
    render(<StatCard title="Record" value="10-2-0" changeLabel="from the last bout" />);
    expect(screen.queryByText('–')).toBeNull();
    expect(screen.queryByTestId('stat-change-label')).toBeNull();
  });

  it('says in sight what a change is measured against, and reads it once to a screen reader', () => {
    render(<StatCard title="Rating" value="1778.9" statChange={100.3} changeLabel="from the last bout" />);
    expect(screen.getByTestId('stat-change-label').textContent).toBe('from the last bout');
    expect(screen.getByTestId('stat-change-label').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getByText('+100.3').getAttribute('aria-label')).toBe('up 100.3 from the last bout');
  });
});
