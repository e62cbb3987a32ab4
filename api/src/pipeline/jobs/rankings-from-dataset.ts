// The rankings job run straight on a loaded Dataset (no database): what `ratings consensus` measures. Fighters and
// bouts get ids in the Dataset's order; the job's output is the same as after an import (jobs/real-data.test.ts
// checks the site rates exactly as the engine does on the Dataset).
import type { Dataset, DatasetFighter } from '../sources/dataset';
import { buildRankings } from './build-rankings';
import type { Rankings, SourceBooking, SourceBout, SourceFighter } from './ranking-rows';
import type { DivisionWeighIn } from './infer-divisions';
import { cardSources } from './promotion-freshness';

export interface DatasetRankings {
  rankings: Rankings;
  /** Dataset fighter by the id the rankings use. */
  fighterById: Map<number, DatasetFighter>;
}

/** The rankings job's input, built from a Dataset as read-fight-history.ts builds it from the database. */
export interface DatasetRankingInput {
  fighters: SourceFighter[];
  bouts: SourceBout[];
  weighIns: DivisionWeighIn[];
  bookings: SourceBooking[];
  /** Dataset fighter by the id the rankings use. */
  fighterById: Map<number, DatasetFighter>;
}

export function rankingsFromDataset(dataset: Dataset): DatasetRankings {
  const input = rankingInputFromDataset(dataset);
  return { rankings: buildRankings(input.fighters, input.bouts, input.weighIns, input.bookings), fighterById: input.fighterById };
}

export function rankingInputFromDataset(dataset: Dataset): DatasetRankingInput {
  const idOf = new Map<string, number>();
  const fighterById = new Map<number, DatasetFighter>();
  const fighters: SourceFighter[] = dataset.fighters.map((f, i) => {
    idOf.set(f.key, i + 1);
    fighterById.set(i + 1, f);
    return {
      id: i + 1,
      birthDate: f.birthDate,
      nationality: f.nationality,
      sex: f.sex,
      retiredOn: careerEnd(f),
      diedOn: f.death?.date ?? null,
      listedWeightLbs: f.listedWeightLbs ?? null,
      titleChanges: f.titleChanges ?? null,
    };
  });
  const events = new Map(dataset.events.map((e) => [e.key, e]));
  const bouts: SourceBout[] = [];
  dataset.bouts.forEach((b, i) => {
    const a = idOf.get(b.fighterA);
    const c = idOf.get(b.fighterB);
    if (b.date === null || b.outcomeA === null || a === undefined || c === undefined) return;
    const event = events.get(b.eventKey);
    bouts.push({
      id: i + 1,
      key: b.key,
      date: b.date,
      fighterA: a,
      fighterB: c,
      outcomeA: b.outcomeA,
      method: b.method,
      weightClass: b.weightClass,
      titleBout: b.titleBout,
      interimTitle: b.interimTitle === true,
      titleClass: b.titleClass ?? null,
      titleOrganization: b.titleOrganization ?? null,
      organization: b.organization,
      statsA: b.statsA,
      statsB: b.statsB,
      // Each promotion's clock counts the sources that list its cards, as the job's does (promotion-freshness.ts).
      coveredBy: cardSources({ organization: b.organization, onUfcstats: !!event?.ids.ufcstats, onBetmma: !!event?.ids.betmma }),
    });
  });
  const weighIns: DivisionWeighIn[] = (dataset.weighIns ?? []).flatMap((w) => {
    const id = idOf.get(w.fighterKey);
    return id === undefined ? [] : [{ fighterId: id, date: w.date, weightLbs: w.weightLbs }];
  });
  return { fighters, bouts, weighIns, bookings: datasetBookings(dataset, idOf), fighterById };
}

/**
 * The bouts without a result on the Dataset's cards not called off, as the rankings job's bookings (fighters by the ids
 * `idOf` gives), as readUnsettledBouts reads them from the database (bookings-parity.test.ts checks the two agree).
 */
function datasetBookings(dataset: Dataset, idOf: ReadonlyMap<string, number>): SourceBooking[] {
  const calledOff = new Set(dataset.events.filter((e) => e.status === 'cancelled').map((e) => e.key));
  return dataset.bouts.flatMap((b) => {
    const [a, c] = [idOf.get(b.fighterA), idOf.get(b.fighterB)];
    if (b.outcomeA !== null || calledOff.has(b.eventKey) || a === undefined || c === undefined) return [];
    return [{ date: b.date, fighterA: a, fighterB: c, organization: b.organization }];
  });
}

/** The day a career ended for the activity rule: the retirement in force, or the death, whichever came first. */
function careerEnd(f: DatasetFighter): string | null {
  const days = [f.retirement?.date, f.death?.date].filter((d): d is string => !!d).sort();
  return days[0] ?? null;
}
