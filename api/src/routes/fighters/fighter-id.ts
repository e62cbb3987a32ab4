import { badRequest } from '../../http-errors';

/** Fighter ids are positive integers (the part after the last hyphen of /fighter/{slug}-{id}). */
export function parseFighterId(raw: string): number {
  const id = /^\d{1,15}$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(id) || id < 1) throw badRequest(`id must be a positive integer, got "${raw}"`);
  return id;
}
