// Figures and credits the About page states. Accuracy comes from the engine's evaluation,
// `npm run -s ratings:eval -- --data ../shared/data` (every UFC bout of 2023-2024 predicted from earlier
// bouts only; odds are used for comparison, never as an input). Update these when that output changes.

export interface AccuracyRow {
  predictor: string;
  /** Share of bouts whose winner it picked. */
  accuracy: string;
  /** Lower is better: how much its stated chances were off. */
  logLoss: string;
  note: string;
}

export const ACCURACY_ROWS: readonly AccuracyRow[] = [
  { predictor: 'FightRank ratings', accuracy: '63.1%', logLoss: '0.637', note: 'what our rankings are built on' },
  { predictor: 'Plain Elo (tuned)', accuracy: '55.5%', logLoss: '0.683', note: 'the classic chess-style rating' },
  { predictor: 'Coin flip', accuracy: '50%', logLoss: '0.693', note: 'knowing nothing' },
  { predictor: 'Betting market', accuracy: '70.0%', logLoss: '0.588', note: 'also knows injuries, styles and camp news' },
];

export interface DataSource {
  name: string;
  url: string;
  license: string;
  attribution: string;
  what: string;
}

export const DATA_SOURCES: readonly DataSource[] = [
  {
    name: 'scrape_ufc_stats',
    url: 'https://github.com/Greco1899/scrape_ufc_stats',
    license: 'GPL-3.0 (the scraper repository); the facts come from ufcstats.com',
    attribution: 'Greco1899 and ufcstats.com',
    what: 'every UFC event, bout and result since 1993, and the tale of the tape; refreshed daily',
  },
  {
    name: 'jds-mma-data',
    url: 'https://github.com/ehan03/jds-mma-data',
    license: 'MIT, Copyright (c) 2025 Eugene Han',
    attribution: 'Eugene Han, with data gathered from UFC Stats, Bet MMA, Tapology and MMA Decisions',
    what: 'Bellator, PFL, ONE, Rizin, KSW, PRIDE, Strikeforce, WEC, DREAM and more; nationality, birth dates and weigh-in weights',
  },
  {
    name: 'Ultimate UFC Dataset',
    url: 'https://github.com/shortlikeafox/ultimate_ufc_dataset',
    license: 'Apache-2.0',
    attribution: 'shortlikeafox',
    what: 'betting odds of UFC bouts since 2010, used only to check our predictions',
  },
  {
    name: 'world-countries',
    url: 'https://github.com/mledoze/countries',
    license: 'ODbL-1.0',
    attribution: 'Mohammed Le Doze',
    what: 'country names and codes',
  },
];
