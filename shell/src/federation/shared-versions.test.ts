import { afterEach, describe, expect, it, vi } from 'vitest';
import { assertCompatibleManifest, findVersionMismatches, IncompatibleRemoteError } from './shared-versions';

const provided = { react: '19.3.1', '@fightrank/shared/ui': '0.1.0' };

afterEach(() => vi.restoreAllMocks());

describe('shared singleton versions', () => {
  it('accepts a remote built against ranges the shell satisfies', () => {
    const shared = [
      { name: 'react', requiredVersion: '^19.0.0' },
      { name: '@fightrank/shared/ui', requiredVersion: '^0.1.0' },
    ];
    expect(findVersionMismatches('mfe_x', shared, provided)).toEqual([]);
  });

  it('names each module whose range the shell does not satisfy (a newer major, a newer 0.x minor)', () => {
    const shared = [
      { name: 'react', requiredVersion: '^20.0.0' },
      { name: '@fightrank/shared/ui', requiredVersion: '^0.2.0' },
      { name: 'left-pad', requiredVersion: '^1.0.0' }, // not provided by the shell: the remote's own
      { name: 'zustand', requiredVersion: false as const },
    ];
    expect(findVersionMismatches('mfe_x', shared, provided)).toEqual([
      { remote: 'mfe_x', name: 'react', requiredVersion: '^20.0.0', provided: '19.3.1' },
      { remote: 'mfe_x', name: '@fightrank/shared/ui', requiredVersion: '^0.2.0', provided: '0.1.0' },
    ]);
  });

  it('refuses an incompatible manifest and reports it in the console', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const manifest = { name: 'mfe_rankings', shared: [{ name: 'react', requiredVersion: '^20.0.0' }] };
    expect(() => assertCompatibleManifest(manifest, provided)).toThrow(IncompatibleRemoteError);
    expect(error).toHaveBeenCalledWith(expect.stringContaining('mfe_rankings was built for react ^20.0.0, but the shell provides 19.3.1'));
  });

  it('lets a compatible manifest and anything that is not a manifest through', () => {
    expect(() => assertCompatibleManifest({ name: 'mfe_rankings', shared: [{ name: 'react', requiredVersion: '^19.3.0' }] }, provided)).not.toThrow();
    expect(() => assertCompatibleManifest('not json', provided)).not.toThrow();
  });
});
