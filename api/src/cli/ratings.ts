// Rating engine CLI. `predict` is the contract an outside scorer calls (CSV in, `fight_url,p_a` out on
// stdout and nothing else); `eval` prints the held-out report cited in docs/decisions/006-rating-engine.md.
//   npm run -s ratings -- predict --data <dir> --bouts <file.csv>
//   npm run -s ratings -- eval --data <dir> [--from 2023-01-01 --to 2025-01-01] [--write <file.json>]   (the published validation figures; --write keeps them for the About page)
//   npm run -s ratings -- tune --data <dir>   (searches DEFAULT_PARAMS on 2019-2022 only; validation years are never loaded)
//   npm run -s ratings -- calibrate --data <dir>   (fits the calibration map on 2019-2022 predictions only; same rule)
//   npm run -s ratings -- promotions --data <dir>   (fits the promotion offsets on bouts before 2023; decision 038)
//   npm run -s ratings -- consensus --data <dir> [--show <division> [--rows N]]   (the rankings job on the data against the official lists of 2024-12-14; decision 038)
// Each command lives in ratings-commands/: predict-command.ts, eval-command.ts, fit-commands.ts (tune, calibrate,
// promotions) and consensus-command.ts, over load-input.ts and odds-file.ts.
import { parseArgs } from 'node:util';
import { VALIDATION_WINDOW } from '../ratings/validation';
import { runConsensus } from './ratings-commands/consensus-command';
import { runEval } from './ratings-commands/eval-command';
import { runCalibrate, runPromotions, runTune } from './ratings-commands/fit-commands';
import { oddsFileIn } from './ratings-commands/odds-file';
import { runPredict } from './ratings-commands/predict-command';

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  const { values } = parseArgs({
    args: rest,
    options: {
      data: { type: 'string', default: '../shared/data' },
      bouts: { type: 'string' },
      from: { type: 'string', default: VALIDATION_WINDOW.from },
      to: { type: 'string', default: VALIDATION_WINDOW.to },
      odds: { type: 'string' },
      write: { type: 'string' },
      show: { type: 'string' },
      rows: { type: 'string', default: '40' },
    },
  });
  const dir = values.data!;
  if (command === 'predict') {
    if (!values.bouts) throw new Error('predict needs --bouts <file.csv>');
    await runPredict(dir, values.bouts);
  } else if (command === 'eval') {
    await runEval(dir, values.from!, values.to!, values.odds ?? oddsFileIn(dir), values.write);
  } else if (command === 'tune') {
    await runTune(dir);
  } else if (command === 'calibrate') {
    await runCalibrate(dir);
  } else if (command === 'promotions') {
    await runPromotions(dir);
  } else if (command === 'consensus') {
    await runConsensus(dir, values.show, Number(values.rows));
  } else {
    throw new Error(
      'usage: ratings predict --data <dir> --bouts <file.csv> | ratings eval --data <dir> [--from YYYY-MM-DD --to YYYY-MM-DD] | ratings tune --data <dir> | ratings calibrate --data <dir> | ratings promotions --data <dir> | ratings consensus --data <dir>',
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
