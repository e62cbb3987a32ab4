// Where to go after signing in: the page the guard (or the header's Sign in link) came from, passed
// in navigation state. Only paths on this site count, so a crafted link cannot send anyone elsewhere.
import { paths } from '@fightrank/shared/routing';

export function returnPathFrom(state: unknown, fallback: string = paths.poundForPound): string {
  const from = typeof state === 'object' && state !== null ? (state as { from?: unknown }).from : undefined;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return fallback;
  const pathname = from.split(/[?#]/)[0];
  if (pathname === paths.login || pathname === paths.register) return fallback;
  return from;
}
