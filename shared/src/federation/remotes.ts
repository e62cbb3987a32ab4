// The federation contract: which remote owns which page module. The shell's route table loads
// `${remote}/${module}` at runtime; each remote's rspack.config.ts exposes exactly these modules.
import type { ComponentType } from 'react';

export type RemoteName = 'mfe_rankings' | 'mfe_fighter' | 'mfe_community' | 'mfe_account';

/** What the shell shows when a remote's area cannot load. */
export const REMOTE_AREA_LABELS: Record<RemoteName, string> = {
  mfe_rankings: 'rankings',
  mfe_fighter: 'fighter',
  mfe_community: 'community',
  mfe_account: 'account',
};

/** A page module a remote exposes: its default export is the screen. */
export interface PageModule {
  default: ComponentType;
}

/** Runtime location of each remote's mf-manifest.json, served by the API as /remotes.json. */
export type RemoteLocations = Partial<Record<RemoteName, string>>;
