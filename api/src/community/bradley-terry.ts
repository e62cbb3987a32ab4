// The community ranking's model: Bradley-Terry strengths fitted from weighted head-to-head votes, with a Gaussian
// prior on every strength so a fighter needs many votes, against many opponents, to move far from the middle.
// Pure: the vote job (community-rankings-job.ts) feeds it weighted votes and stores what it returns.

export interface WeightedVote {
  winner: number;
  loser: number;
  /** 0..1: how much this vote counts after the voter and burst limits (vote-weights.ts). */
  weight: number;
}

export interface BradleyTerryOptions {
  /**
   * Prior precision on each strength (logit scale). 1 means "one fully weighted vote's worth of evidence pulls
   * as hard as the prior": two votes move a fighter about 0.4 logits, twenty about 2.
   */
  priorPrecision?: number;
  iterations?: number;
  tolerance?: number;
}

export interface Strength {
  fighterId: number;
  /** Log-strength: P(i beats j) = sigmoid(theta_i - theta_j). */
  theta: number;
  /** Weighted votes won and lost. */
  wins: number;
  losses: number;
}

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/**
 * Maximum a posteriori strengths, by damped coordinate-wise Newton steps on the penalized log-likelihood
 * sum_w w * log sigmoid(theta_winner - theta_loser) - priorPrecision / 2 * sum theta^2. The objective is strictly
 * concave, so the answer does not depend on vote order or starting point.
 */
export function fitBradleyTerry(votes: readonly WeightedVote[], options: BradleyTerryOptions = {}): Strength[] {
  const lambda = options.priorPrecision ?? 1;
  const iterations = options.iterations ?? 200;
  const tolerance = options.tolerance ?? 1e-9;

  // Aggregate into weighted wins per ordered pair: the fit then costs per pair, not per vote.
  const index = new Map<number, number>();
  const ids: number[] = [];
  const slot = (id: number) => {
    let i = index.get(id);
    if (i === undefined) {
      i = ids.length;
      index.set(id, i);
      ids.push(id);
    }
    return i;
  };
  const pairWins = new Map<string, { i: number; j: number; w: number }>();
  for (const vote of votes) {
    if (!(vote.weight > 0) || vote.winner === vote.loser) continue;
    const i = slot(vote.winner);
    const j = slot(vote.loser);
    const key = `${i}:${j}`;
    const entry = pairWins.get(key);
    if (entry) entry.w += vote.weight;
    else pairWins.set(key, { i, j, w: vote.weight });
  }

  const n = ids.length;
  const wins = new Float64Array(n);
  const losses = new Float64Array(n);
  // Each fighter's opponents with the weight won and lost against each.
  const edges: { other: number; won: number; lost: number }[][] = Array.from({ length: n }, () => []);
  const edgeOf = new Map<string, { other: number; won: number; lost: number }>();
  const edge = (a: number, b: number) => {
    const key = `${a}:${b}`;
    let e = edgeOf.get(key);
    if (!e) {
      e = { other: b, won: 0, lost: 0 };
      edgeOf.set(key, e);
      edges[a]!.push(e);
    }
    return e;
  };
  for (const { i, j, w } of pairWins.values()) {
    edge(i, j).won += w;
    edge(j, i).lost += w;
    wins[i]! += w;
    losses[j]! += w;
  }

  const theta = new Float64Array(n);
  for (let round = 0; round < iterations; round++) {
    let largestStep = 0;
    for (let i = 0; i < n; i++) {
      let gradient = -lambda * theta[i]!;
      let curvature = lambda;
      for (const e of edges[i]!) {
        const games = e.won + e.lost;
        const p = sigmoid(theta[i]! - theta[e.other]!);
        gradient += e.won - games * p;
        curvature += games * p * (1 - p);
      }
      const step = gradient / curvature;
      theta[i]! += step;
      largestStep = Math.max(largestStep, Math.abs(step));
    }
    if (largestStep < tolerance) break;
  }

  return ids.map((fighterId, i) => ({ fighterId, theta: theta[i]!, wins: wins[i]!, losses: losses[i]! }));
}
