import { describe, expect, it } from 'vitest';
import { parseFightNightOptions } from './options';

describe('parseFightNightOptions', () => {
  it('reads the documented command line', () => {
    expect(parseFightNightOptions(['--duration', '45', '--instances', '4'])).toEqual({ durationSeconds: 45, instances: 4, port: 4400, fresh: false });
    expect(parseFightNightOptions(['--duration=2.5', '--port', '4420', '--fresh'])).toEqual({ durationSeconds: 2.5, instances: 1, port: 4420, fresh: true });
  });

  it.each([
    [['--instances', '0'], /--instances must be a whole number from 1 to 16 \(got "0"\)/],
    [['--instances', '2.5'], /--instances must be a whole number/],
    [['--instances', '17'], /--instances must be a whole number from 1 to 16/],
    [['--duration', 'ten'], /--duration must be a number from 1 to 3600 \(got "ten"\)/],
    [['--duration', ''], /--duration must be a number/],
    [['--duration', 'Infinity'], /--duration must be a number/],
    [['--port', '80'], /--port must be a whole number from 1024/],
  ])('refuses %j with a message naming the option', (argv, message) => {
    expect(() => parseFightNightOptions(argv)).toThrow(message);
  });

  it('refuses options it does not know and stray words', () => {
    expect(() => parseFightNightOptions(['--instance', '2'])).toThrow(/Unknown option '--instance'/);
    expect(() => parseFightNightOptions(['4'])).toThrow(/positional/);
  });
});
