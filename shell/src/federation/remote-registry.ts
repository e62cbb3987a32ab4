// Finds and loads remote page modules at runtime. Remote locations come from /remotes.json (written
// by the server from env), never from this build, so an area team can redeploy its remote alone.
import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { PageModule, RemoteLocations, RemoteName } from '@fightrank/shared/federation';
import { assertCompatibleManifest } from './shared-versions';

/** A remote whose server has not answered (its manifest, or /remotes.json) by then is treated as down: its area shows the fallback. */
export const REMOTE_TIMEOUT_MS = 6000;
/**
 * Once the manifest has answered, the server is up: the remote's code then has this long to arrive and run. A fan on a
 * slow phone link, or a busy machine, can take past 6 s for a few hundred kilobytes, and a fallback saying the section
 * is down would be wrong; the page's loading bar shows meanwhile. A script that never arrives still ends in the fallback.
 */
export const REMOTE_CODE_LIMIT_MS = 30_000;

export class RemoteUnavailableError extends Error {
  readonly remote: RemoteName;
  constructor(remote: RemoteName, cause: unknown) {
    super(`Remote ${remote} could not be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
    this.name = 'RemoteUnavailableError';
    this.remote = remote;
  }
}

registerPlugins([
  {
    name: 'fightrank-remote-timeout',
    // Manifest requests: a server that accepts the connection but never answers must not hang the page,
    // and a remote built against shared versions this shell does not provide is refused before it runs.
    fetch: async (url: string, init: RequestInit) => {
      const response = await fetch(url, { ...init, signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
      if (response.ok)
        assertCompatibleManifest(
          await response
            .clone()
            .json()
            .catch(() => null),
        );
      return response;
    },
  },
]);

let locations: Promise<RemoteLocations> | undefined;

async function fetchLocations(): Promise<RemoteLocations> {
  const response = await fetch('/remotes.json', { cache: 'no-store', signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`/remotes.json answered ${response.status}`);
  const config = (await response.json()) as RemoteLocations;
  // The MF runtime derives each remote's public path from its manifest URL, so make them absolute.
  const absolute = Object.fromEntries(Object.entries(config).map(([name, entry]) => [name, new URL(entry, window.location.href).href])) as RemoteLocations;
  registerRemotes(Object.entries(absolute).map(([name, entry]) => ({ name, entry })));
  return absolute;
}

function remoteLocations(): Promise<RemoteLocations> {
  locations ??= fetchLocations().catch((error: unknown) => {
    locations = undefined; // let the next attempt (retry button) fetch again
    throw error;
  });
  return locations;
}

// Start locating the remotes as soon as the shell's code runs, in parallel with React's first render,
// instead of after it: one round trip less on the first page's critical path. A failure here is
// retried by the first page that needs a remote.
if (typeof window !== 'undefined') remoteLocations().catch(() => {});

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * Loads `${remote}/${module}`. `isRetry` re-registers the remote so the runtime forgets a failed
 * manifest or entry and fetches it again.
 */
export async function loadRemotePage(remote: RemoteName, module: string, isRetry = false): Promise<PageModule> {
  try {
    const config = await remoteLocations();
    const entry = config[remote];
    if (!entry) throw new Error('no location configured');
    if (isRetry) registerRemotes([{ name: remote, entry }], { force: true });
    const loaded = await withTimeout(loadRemote<PageModule>(`${remote}/${module}`), REMOTE_CODE_LIMIT_MS);
    if (!loaded?.default) throw new Error(`module ${module} has no default export`);
    return loaded;
  } catch (error) {
    throw new RemoteUnavailableError(remote, error);
  }
}
