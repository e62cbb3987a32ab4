import { availableParallelism } from 'node:os';

/**
 * How many API instances `npm run start:cluster` forks: API_INSTANCES, or one per core when it is unset or empty
 * (an empty line in an exported .env file means "not set", not zero).
 */
export function instanceCount(configured: string | undefined, cores = availableParallelism()): number {
  const text = configured?.trim();
  if (!text) return cores;
  const size = Number(text);
  if (!Number.isInteger(size) || size < 1) throw new Error(`API_INSTANCES must be a positive whole number, got "${configured}"`);
  return size;
}
