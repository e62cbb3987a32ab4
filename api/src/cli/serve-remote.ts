// Serves one built remote on its own, the way an area team deploys it (any static host with these
// headers works the same): `npm run serve:remote -- mfe-rankings 3201`, then point the site at it with
// MFE_RANKINGS_URL=http://host:3201/mf-manifest.json. Hashed files are immutable; manifest and
// remoteEntry are revalidated; every file carries CORS so a shell on another origin can load it.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { REMOTES, REPO_ROOT } from '../config';
import { setCacheHeaders } from '../http/plugins/static-sites';

/** `root` defaults to the remote's build; the swap-a-remote e2e test serves a folder it redeploys into. */
export async function buildRemoteServer(folder: string, root = path.join(REPO_ROOT, folder, 'dist')): Promise<FastifyInstance> {
  if (!REMOTES.some((r) => r.folder === folder)) {
    throw new Error(`unknown remote "${folder}"; one of ${REMOTES.map((r) => r.folder).join(', ')}`);
  }
  if (!existsSync(path.join(root, 'mf-manifest.json'))) throw new Error(`${folder} is not built: run npm run build -w ${folder}`);
  const app = Fastify();
  await app.register(fastifyStatic, {
    root,
    index: false,
    cacheControl: false,
    setHeaders: (res, filePath) => setCacheHeaders(res as unknown as Parameters<typeof setCacheHeaders>[0], filePath),
  });
  return app;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const [folder = '', port = '3201'] = process.argv.slice(2);
  try {
    const app = await buildRemoteServer(folder);
    await app.listen({ port: Number(port), host: process.env.HOST ?? '0.0.0.0' });
    console.log(`${folder} served at http://localhost:${port}/mf-manifest.json`);
  } catch (error) {
    console.error(`serve:remote failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
