// The command line of `npm run bench:fight-night`: how long the night lasts, how many API instances serve it, where
// it listens, and whether the prepared database is rebuilt. Bad input is an error naming the option, never a default.
import { parseArgs } from 'node:util';

export interface FightNightOptions {
  /** Seconds of traffic. */
  durationSeconds: number;
  /** API instances behind nginx. */
  instances: number;
  /** nginx listens here; instance i on port + i; the bench's own Redis on port + 50. */
  port: number;
  /** Drop the prepared database and import the real data again. */
  fresh: boolean;
}

export const FIGHT_NIGHT_USAGE = 'Usage: npm run bench:fight-night -- [--duration S] [--instances N] [--port P] [--fresh]';

const MAX_INSTANCES = 16;
const MAX_SECONDS = 3600;

function numberOption(name: string, raw: string, { min, max, whole }: { min: number; max: number; whole: boolean }): number {
  const value = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(value) || (whole && !Number.isInteger(value)) || value < min || value > max) {
    throw new Error(`--${name} must be ${whole ? 'a whole number' : 'a number'} from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

export function parseFightNightOptions(argv: readonly string[]): FightNightOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      duration: { type: 'string', default: '30' },
      instances: { type: 'string', default: '1' },
      port: { type: 'string', default: '4400' },
      fresh: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  });
  const port = numberOption('port', values.port, { min: 1024, max: 65535 - 50, whole: true });
  return {
    durationSeconds: numberOption('duration', values.duration, { min: 1, max: MAX_SECONDS, whole: false }),
    instances: numberOption('instances', values.instances, { min: 1, max: MAX_INSTANCES, whole: true }),
    port,
    fresh: values.fresh,
  };
}
