// Before a remote runs, its manifest says which range of each shared singleton it was built against;
// the shell checks those ranges against the copies it provides. A remote that does not fit is refused
// (its area shows the "unavailable" fallback) and the console says why, so a remote is never run
// against a React, router or @fightrank/shared it was not built for. See docs/decisions/024.
import { satisfy } from '@module-federation/enhanced/runtime';

/** Versions of every singleton this shell provides, fixed at build time (rspack.federation.ts). */
declare const __SHARED_VERSIONS__: Record<string, string>;

export interface ManifestShared {
  name: string;
  version?: string;
  requiredVersion?: string | false;
  singleton?: boolean;
}

export interface VersionMismatch {
  remote: string;
  name: string;
  requiredVersion: string;
  provided: string;
}

export class IncompatibleRemoteError extends Error {
  readonly mismatches: VersionMismatch[];
  constructor(mismatches: VersionMismatch[]) {
    super(mismatches.map(describeMismatch).join('; '));
    this.name = 'IncompatibleRemoteError';
    this.mismatches = mismatches;
  }
}

export function describeMismatch({ remote, name, requiredVersion, provided }: VersionMismatch): string {
  return `${remote} was built for ${name} ${requiredVersion}, but the shell provides ${provided}`;
}

/** Every shared module the remote requires in a range the shell's copy does not satisfy. */
export function findVersionMismatches(remote: string, shared: readonly ManifestShared[], provided: Readonly<Record<string, string>>): VersionMismatch[] {
  const mismatches: VersionMismatch[] = [];
  for (const { name, requiredVersion } of shared) {
    const version = provided[name];
    // A module the shell does not provide is the remote's own business (it brings its own copy).
    if (!version || !requiredVersion || requiredVersion === '*') continue;
    if (!satisfy(version, requiredVersion)) mismatches.push({ remote, name, requiredVersion, provided: version });
  }
  return mismatches;
}

export function providedVersions(): Record<string, string> {
  return typeof __SHARED_VERSIONS__ === 'object' ? __SHARED_VERSIONS__ : {};
}

/** Throws (after reporting in the console) when the remote's manifest asks for versions the shell lacks. */
export function assertCompatibleManifest(manifest: unknown, provided = providedVersions()): void {
  const { name, shared } = (manifest ?? {}) as { name?: unknown; shared?: unknown };
  if (typeof name !== 'string' || !Array.isArray(shared)) return; // not an MF manifest: the runtime reports that
  const mismatches = findVersionMismatches(name, shared as ManifestShared[], provided);
  if (mismatches.length === 0) return;
  for (const mismatch of mismatches) {
    console.error(`[FightRank] ${describeMismatch(mismatch)}: ${name} stays switched off until one of them is redeployed.`);
  }
  throw new IncompatibleRemoteError(mismatches);
}
