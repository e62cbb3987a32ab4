// Serves the built shell at / and each built remote under /remotes/<folder>/, plus /remotes.json,
// the runtime map the shell reads before loading any remote. Cache rules: hashed assets are immutable;
// index.html, manifests, remoteEntry.js and remotes.json must be revalidated so a redeploy shows at once.
import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { REMOTES } from '../../config';
import { decodedPath } from './request-path';

const HASHED_ASSET = /\.[0-9a-f]{8,}\.(?:js|css|svg|png|woff2?)$/;
/** Build outputs for developers only: source maps and the federation build statistics (module paths, sizes). */
export const PRIVATE_BUILD_FILE = /(?:\.map|(?:^|\/)mf-stats\.json)$/;
/** "." or ".." as a path segment (browsers resolve them before asking): never a real file or page here. */
const DOT_SEGMENT = /(?:^|\/)\.\.?(?:\/|$)/;

export function setCacheHeaders(reply: FastifyReply, filePath: string) {
  reply.header('cache-control', HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'no-cache');
  // Remotes may be loaded by a shell on another origin: the manifest is fetched with fetch(), so it needs CORS.
  reply.header('access-control-allow-origin', '*');
}

export interface StaticSitesOptions {
  distRoot: string;
  remotes: Record<string, string>;
}

export const staticSites = fp<StaticSitesOptions>(
  async (app, { distRoot, remotes }) => {
    const shellDist = path.join(distRoot, 'shell', 'dist');

    app.get('/remotes.json', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return remotes;
    });

    // A dot segment answers as a missing file does (the not-found handler's JSON 404), not with the file server's
    // bare 403 (attack report, session 30), which told a prober the path was noticed.
    app.addHook('onRequest', async (request, reply) => {
      if (DOT_SEGMENT.test(decodedPath(request.url))) return reply.callNotFound();
    });

    let decorated = false;
    const serve = async (root: string, prefix: string, index: string[] | false = false) => {
      if (!existsSync(root)) {
        app.log.warn({ root }, 'build output missing; run npm run build');
        return;
      }
      await app.register(fastifyStatic, {
        root,
        prefix,
        index,
        wildcard: true,
        decorateReply: !decorated,
        cacheControl: false,
        // A 404 as for any missing file, so nothing tells a visitor these exist.
        allowedPath: (pathName) => !PRIVATE_BUILD_FILE.test(pathName),
        setHeaders: (res, filePath) => setCacheHeaders(res as unknown as FastifyReply, filePath),
      });
      decorated = true;
    };

    // Page paths, "/" included, fall through to the not-found fallback, which answers with index.html
    // carrying that page's share card (api/src/http/pages); only real files are served from here.
    await serve(shellDist, '/', false);
    for (const remote of REMOTES) await serve(path.join(distRoot, remote.folder, 'dist'), `/remotes/${remote.folder}/`);

    app.decorate('shellIndexPath', existsSync(path.join(shellDist, 'index.html')) ? shellDist : undefined);
  },
  { name: 'static-sites' },
);

declare module 'fastify' {
  interface FastifyInstance {
    /** Directory holding the shell's index.html, when the shell is built. */
    shellIndexPath: string | undefined;
  }
}
