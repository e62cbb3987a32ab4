// The public datasets `npm run data:sync` downloads when given no mirror (docs/data-sources.md): where each file lives
// upstream, under which license, at which version, and the size and sha256 of the reference copy (../shared/data,
// byte-for-byte copies of these upstream files). A pinned file (a commit) that differs is corrupt or tampered with
// and always fails; a file that follows a branch (the daily-refreshed ufcstats scrape) may have grown upstream:
// that is reported and accepted unless the sync is strict.

export interface UpstreamRepository {
  /** GitHub owner/name. */
  readonly repo: string;
  /** A commit (pinned: the content never changes) or a branch (tracking: refreshed upstream). */
  readonly ref: string;
  readonly pinned: boolean;
  readonly license: string;
}

export interface UpstreamFile {
  /** Where the file goes in a data directory laid out like ../shared/data (what the loader reads). */
  readonly path: string;
  readonly source: UpstreamRepository;
  /** The file's path in the upstream repository. */
  readonly upstreamPath: string;
  /** Size and sha256 of the reference copy. */
  readonly bytes: number;
  readonly sha256: string;
  /** A sync without it cannot import anything (the ufcstats events and results). */
  readonly required: boolean;
}

const GRECO: UpstreamRepository = {
  repo: 'Greco1899/scrape_ufc_stats',
  ref: 'main',
  pinned: false,
  license: 'GPL-3.0 (repository); facts scraped from ufcstats.com',
};
const JDS: UpstreamRepository = {
  repo: 'ehan03/jds-mma-data',
  ref: 'ec77f53737829c51fbf15ba140b46d36dee65d22',
  pinned: true,
  license: 'MIT (Copyright (c) 2025 Eugene Han)',
};
const ODDS: UpstreamRepository = {
  repo: 'shortlikeafox/ultimate_ufc_dataset',
  ref: 'master',
  pinned: false,
  license: 'Apache-2.0',
};

export const UPSTREAM_FILES: readonly UpstreamFile[] = [
  {
    path: 'jds-mma-data/Bet_MMA/bouts.csv',
    source: JDS,
    upstreamPath: 'data/clean/Bet MMA/bouts.csv',
    bytes: 277753,
    sha256: 'bc8dd60d777113aa537c468ee4db38aa7a555cbdb96d1983ce4db8da0cef7951',
    required: false,
  },
  {
    path: 'jds-mma-data/Bet_MMA/events.csv',
    source: JDS,
    upstreamPath: 'data/clean/Bet MMA/events.csv',
    bytes: 83124,
    sha256: '916e9f93817c4fe23dc32faa0d4083ce1431a28d1299bc64eb77955caf551454',
    required: false,
  },
  {
    path: 'jds-mma-data/Bet_MMA/fighter_histories.csv',
    source: JDS,
    upstreamPath: 'data/clean/Bet MMA/fighter_histories.csv',
    bytes: 1044647,
    sha256: 'b3a40ed13e93ba019b2c4a03bf50556cd32001a39debc0ca10826895ea9882ce',
    required: false,
  },
  {
    path: 'jds-mma-data/Bet_MMA/fighters.csv',
    source: JDS,
    upstreamPath: 'data/clean/Bet MMA/fighters.csv',
    bytes: 364763,
    sha256: '034c7e21aa1262aaef0e346590599992d878b5f65e663c2da6c6c0935613d3c0',
    required: false,
  },
  {
    path: 'jds-mma-data/MMA_Decisions/bouts.csv',
    source: JDS,
    upstreamPath: 'data/clean/MMA Decisions/bouts.csv',
    bytes: 551300,
    sha256: '77cca5c69e5e19318a6c55ef9f6a41ee35317a97e383c20c226ddbed9881ffed',
    required: false,
  },
  {
    path: 'jds-mma-data/MMA_Decisions/events.csv',
    source: JDS,
    upstreamPath: 'data/clean/MMA Decisions/events.csv',
    bytes: 143084,
    sha256: '64ff24dee937999c7e73a5208e1193098fbef58859ae8a7c41183c8f96e2e3ad',
    required: false,
  },
  {
    path: 'jds-mma-data/MMA_Decisions/fighters.csv',
    source: JDS,
    upstreamPath: 'data/clean/MMA Decisions/fighters.csv',
    bytes: 224303,
    sha256: '7b82ba5bfeb3ad55bf9796d6ed3fd0a047808a32eff7d6c67e37f06a13b6084e',
    required: false,
  },
  {
    path: 'jds-mma-data/Tapology/bouts.csv',
    source: JDS,
    upstreamPath: 'data/clean/Tapology/bouts.csv',
    bytes: 1694731,
    sha256: '8563e0d2cdfc58507aa96acbc0f26111bc303234d0330f1ac852c1fe80d2d7bd',
    required: false,
  },
  {
    path: 'jds-mma-data/Tapology/fighters.csv',
    source: JDS,
    upstreamPath: 'data/clean/Tapology/fighters.csv',
    bytes: 413279,
    sha256: 'd62e86ffae4b074959d1bd3e164611b9b89de0f2579fbcbe0588b30b739cd82b',
    required: false,
  },
  {
    path: 'jds-mma-data/UFC_Stats/bouts.csv',
    source: JDS,
    upstreamPath: 'data/clean/UFC Stats/bouts.csv',
    bytes: 1972000,
    sha256: 'ee02d7d75a1a18b5d30cceee9c35d34c5fd418ea8f6c7e53e12b6240ed18757f',
    required: false,
  },
  {
    path: 'jds-mma-data/UFC_Stats/events.csv',
    source: JDS,
    upstreamPath: 'data/clean/UFC Stats/events.csv',
    bytes: 102062,
    sha256: 'cc0afa480b6cd87c4c1d1a167853d070881d3fd0addbf1750bdac4589b83bc59',
    required: false,
  },
  {
    path: 'jds-mma-data/UFC_Stats/round_stats.csv',
    source: JDS,
    upstreamPath: 'data/clean/UFC Stats/round_stats.csv',
    bytes: 4154834,
    sha256: 'd0d6df9423537040a0f9623f7fd802c69515ada100f292da437e22c4ce9e6cad',
    required: false,
  },
  {
    path: 'jds-mma-data/bout_mapping.csv',
    source: JDS,
    upstreamPath: 'data/clean/bout_mapping.csv',
    bytes: 959362,
    sha256: '7e1720ecf9762b0d8a461e4dda7acf08fc6e55711aaa2aa16eb9a81d8127ee32',
    required: false,
  },
  {
    path: 'jds-mma-data/event_mapping.csv',
    source: JDS,
    upstreamPath: 'data/clean/event_mapping.csv',
    bytes: 70355,
    sha256: '777fc4e20e8cc9753dbb63e6059edcd3007dbbe3689e05d9216d41f506165d28',
    required: false,
  },
  {
    path: 'jds-mma-data/fighter_mapping.csv',
    source: JDS,
    upstreamPath: 'data/clean/fighter_mapping.csv',
    bytes: 240077,
    sha256: '8ef1d2841c6b12da991f104a7b5e8580b643950ef2cc62113a1a3fa4b9998a08',
    required: false,
  },
  {
    path: 'odds/ufc-master.csv',
    source: ODDS,
    upstreamPath: 'ufc-master.csv',
    bytes: 2907599,
    sha256: '3972e5eeacd8f54af634e4963708a380905e60a6963a0a6e0e28593438e67600',
    required: false,
  },
  {
    path: 'ufcstats/ufc_event_details.csv',
    source: GRECO,
    upstreamPath: 'ufc_event_details.csv',
    bytes: 92490,
    sha256: '6025c5d2ba96daf92e22be5a917b421c216399ec855700b00ffa1f83ebbf6f6b',
    required: true,
  },
  {
    path: 'ufcstats/ufc_fight_details.csv',
    source: GRECO,
    upstreamPath: 'ufc_fight_details.csv',
    bytes: 925712,
    sha256: '4288fb7a91734643752d3d090290e95435675785700d0172972408cc7eaf860f',
    required: false,
  },
  {
    path: 'ufcstats/ufc_fight_results.csv',
    source: GRECO,
    upstreamPath: 'ufc_fight_results.csv',
    bytes: 1870423,
    sha256: '6c8f64654621f13ee1145e83b4383085cc3f9f09a695baca80496127ed3056fd',
    required: true,
  },
  {
    path: 'ufcstats/ufc_fighter_details.csv',
    source: GRECO,
    upstreamPath: 'ufc_fighter_details.csv',
    bytes: 336749,
    sha256: 'a840de0c77f705d9b7d7326a7d0a7d1f6b5083466006a04f1cf02da3211a5183',
    required: false,
  },
  {
    path: 'ufcstats/ufc_fighter_tott.csv',
    source: GRECO,
    upstreamPath: 'ufc_fighter_tott.csv',
    bytes: 503764,
    sha256: 'bd9bc5a0c4ef8e9ac82e08ea2efd535da2968710412b2df4ebf5ea1731226b1d',
    required: false,
  },
];

/** Where GitHub serves raw files; FIGHTRANK_UPSTREAM replaces it (a fixture server in tests, a proxy or mirror of it). */
export const DEFAULT_UPSTREAM = 'https://raw.githubusercontent.com/';

/** The file's URL under `base` (raw.githubusercontent.com layout: /<owner>/<repo>/<ref>/<path>). */
export function upstreamUrl(file: UpstreamFile, base: string = DEFAULT_UPSTREAM): URL {
  const root = new URL(base.endsWith('/') ? base : `${base}/`);
  const segments = [...file.source.repo.split('/'), file.source.ref, ...file.upstreamPath.split('/')];
  return new URL(segments.map(encodeURIComponent).join('/'), root);
}

export const totalBytes = (files: readonly UpstreamFile[]) => files.reduce((sum, f) => sum + f.bytes, 0);
