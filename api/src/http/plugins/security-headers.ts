// Security headers for every answer (helmet), with the one Content-Security-Policy of the site. The
// policy is built here and nowhere else: the shell's HTML (share-card meta, the 404 page) and the
// federated remotes must satisfy it. What it allows and why:
// - scripts, styles, fetches, images and fonts from this origin and from every remote's origin in the
//   runtime remotes config (a remote moved to a CDN with MFE_*_URL is allowed without a rebuild);
// - the shell's inline theme script by its hash, read from the built index.html (no 'unsafe-inline' for scripts),
//   and read again when that file changes: pages are rendered from the file on disk, so a shell rebuilt under a
//   running server must not leave its pages with a policy that blocks their own script;
// - inline styles (components set style attributes; styles cannot run code);
// - no framing by anyone (frame-ancestors 'none'), no plugins, no <base> or form posts elsewhere.
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyHelmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/** Origins (scheme://host:port) of remotes served from elsewhere; same-origin paths need nothing. */
/** 180 days, this host only (subdomains may be other services that do not speak https). */
const HSTS = 'max-age=15552000';

export function remoteOrigins(remotes: Record<string, string>): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(remotes)) {
    if (!/^https?:\/\//i.test(url)) continue;
    origins.add(new URL(url).origin);
  }
  return [...origins].sort();
}

/** 'sha256-…' sources of the inline <script> blocks of an HTML page (the shell's pre-paint theme script). */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const [, body] of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    if (body!.trim()) hashes.push(`'sha256-${createHash('sha256').update(body!).digest('base64')}'`);
  }
  return hashes;
}

/** A directive source helmet asks for on every answer (the shell's script hashes, which may change on disk). */
type SourceOnRequest = () => string;

export function contentSecurityPolicy(
  remotes: Record<string, string>,
  scriptHashes: readonly string[] | SourceOnRequest = [],
): Record<string, (string | SourceOnRequest)[]> {
  const origins = remoteOrigins(remotes);
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...(typeof scriptHashes === 'function' ? [scriptHashes] : scriptHashes), ...origins],
    'style-src': ["'self'", "'unsafe-inline'", ...origins],
    'connect-src': ["'self'", ...origins],
    'img-src': ["'self'", 'data:', ...origins],
    'font-src': ["'self'", 'data:', ...origins],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/** How long a read of the shell's hashes is trusted before the file's modification time is looked at again. */
const SHELL_HASHES_RECHECK_MS = 1000;

/**
 * The shell's inline-script hashes as one source list, re-read when index.html's modification time changes (looked at
 * at most once a second, so a flood of API calls costs no more than one stat a second).
 */
export function shellScriptHashes(distRoot: string, now: () => number = Date.now): SourceOnRequest {
  const file = path.join(distRoot, 'shell', 'dist', 'index.html');
  let checkedAt = -Infinity;
  let modifiedAt: number | null = null;
  let sources = '';
  return () => {
    if (now() - checkedAt < SHELL_HASHES_RECHECK_MS) return sources;
    checkedAt = now();
    let modified: number | null;
    try {
      modified = statSync(file).mtimeMs;
    } catch {
      modified = null;
    }
    if (modified === modifiedAt) return sources;
    modifiedAt = modified;
    try {
      sources = inlineScriptHashes(readFileSync(file, 'utf8')).join(' ');
    } catch {
      sources = '';
    }
    return sources;
  };
}

export const securityHeaders = fp<{ distRoot: string; remotes: Record<string, string> }>(
  async (app, { distRoot, remotes }) => {
    await app.register(fastifyHelmet, {
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(remotes, shellScriptHashes(distRoot)) },
      // Remote bundles may be fetched cross-origin by a shell elsewhere (see static-sites.ts).
      crossOriginResourcePolicy: { policy: 'cross-origin' },
      crossOriginEmbedderPolicy: false,
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      frameguard: { action: 'deny' },
      // Sent below, only over TLS.
      strictTransportSecurity: false,
    });
    // HSTS tells a browser to use https from now on; on a plain-HTTP answer it means nothing (browsers must
    // ignore it) and tells a scanner we do not know our own scheme. request.protocol is https only when the
    // socket is TLS or a proxy that TRUST_PROXY trusts says so in X-Forwarded-Proto; a client's own header is ignored.
    app.addHook('onRequest', async (request, reply) => {
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    });
  },
  { name: 'security-headers' },
);
