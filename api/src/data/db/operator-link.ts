// How a local operator's CLI reaches the server that holds an embedded PGlite directory (decision 028). PGlite takes
// one process at a time (data-dir-lock.ts), so `npm run cards` beside a running server cannot open the database; it
// sends its command to that server instead. The server writes `<dir>.operator` beside `<dir>.lock` once it listens:
// its pid, the address to call and a random token, readable by the file's owner only (0600). Whoever can read that
// file can already write the database files themselves, so the token grants nothing a local operator lacks.
import { readFile, unlink } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { createHolderFile } from './holder-file';

export interface OperatorLink {
  pid: number;
  /** http://host:port of the server, a loopback address when it listens on every interface. */
  url: string;
  token: string;
}

export const operatorFileOf = (dataDir: string) => `${path.resolve(dataDir)}.operator`;

/** Where a CLI on this machine reaches a server listening on `address`: a wildcard address is reached on loopback. */
export function localUrlOf(address: AddressInfo | string | null): string {
  if (!address || typeof address === 'string') throw new Error('the server is not listening on a TCP port');
  const wildcard = address.address === '0.0.0.0' || address.address === '::';
  const host = wildcard ? (address.family === 'IPv6' ? '::1' : '127.0.0.1') : address.address;
  return `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;
}

/**
 * Writes the link for `dataDir` (owner-only) and resolves to the function that removes it. A file left by a crashed
 * server is replaced, never reused: it is unlinked first so the new one is created with mode 0600 whatever the old
 * one's mode was.
 */
export async function writeOperatorLink(dataDir: string, link: OperatorLink): Promise<() => Promise<void>> {
  const file = operatorFileOf(dataDir);
  await unlink(file).catch(() => undefined);
  const keepOnExit = await createHolderFile(file, link, 0o600);
  return async () => {
    keepOnExit();
    // Only our own file: a server started after us on the same directory may have written its link already.
    if ((await readOperatorLink(dataDir))?.token === link.token) await unlink(file).catch(() => undefined);
  };
}

/** The link a running server left for `dataDir`, or null when there is none (or it is unreadable). */
export async function readOperatorLink(dataDir: string): Promise<OperatorLink | null> {
  try {
    const link = JSON.parse(await readFile(operatorFileOf(dataDir), 'utf8')) as Partial<OperatorLink>;
    if (typeof link.pid !== 'number' || typeof link.url !== 'string' || typeof link.token !== 'string') return null;
    return { pid: link.pid, url: link.url, token: link.token };
  } catch {
    return null;
  }
}
