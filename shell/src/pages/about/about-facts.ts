// Figures and credits the About page states. Accuracy comes from the engine's evaluation, written by
// `npm run -s ratings -- eval --data ../shared/data --write shell/src/pages/about/validation-figures.json`
// (every decisive UFC bout of 2023-2024 predicted from earlier bouts only; odds are used for comparison, never
// as an input). A test re-runs the command on the real data and fails when this file no longer matches it.
import figures from './validation-figures.json';

export interface AccuracyRow {
  predictor: string;
  /** Share of bouts whose winner it picked. */
  accuracy: string;
  /** Lower is better: how much its stated chances were off. */
  logLoss: string;
  note: string;
}

const percent = (value: number) => `${value.toFixed(1)}%`;

export const ACCURACY_ROWS: readonly AccuracyRow[] = [
  {
    predictor: 'FightRank ratings',
    accuracy: percent(figures.engine.accuracy),
    logLoss: figures.engine.logLoss.toFixed(3),
    note: 'our match predictions; the rankings use the same engine with a longer memory',
  },
  { predictor: 'Plain Elo (tuned)', accuracy: percent(figures.elo.accuracy), logLoss: figures.elo.logLoss.toFixed(3), note: 'the classic chess-style rating' },
  { predictor: 'Coin flip', accuracy: '50%', logLoss: '0.693', note: 'knowing nothing' },
  ...(figures.market
    ? [
        {
          predictor: 'Betting market',
          accuracy: percent(figures.market.market.accuracy),
          logLoss: figures.market.market.logLoss.toFixed(3),
          note: `on the ${figures.market.market.bouts} bouts with odds; also knows injuries, styles and camp news`,
        },
      ]
    : []),
];

export interface DataSource {
  name: string;
  url: string;
  license: string;
  /** The licence's own page, where the licence asks to be linked (CC BY-SA). */
  licenseUrl?: string;
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
    name: 'Wikipedia',
    url: 'https://en.wikipedia.org/wiki/List_of_UFC_events',
    license: 'CC BY-SA 4.0; we read the cards from each event page at a recorded revision and turn them into our own tables',
    licenseUrl: 'https://creativecommons.org/licenses/by-sa/4.0/',
    attribution: 'Wikipedia contributors',
    what: "the event pages of the UFC, PFL (Bellator's cards included), ONE, Rizin, KSW, Oktagon, Invicta and Dana White's Contender Series: results since December 2024 and the announced cards fans predict, on the days a data sync reads them (none where the site runs on the December 2024 files alone)",
  },
  {
    name: 'world-countries',
    url: 'https://github.com/mledoze/countries',
    license: 'ODbL-1.0',
    attribution: 'Mohammed Le Doze',
    what: 'country names and codes',
  },
];
