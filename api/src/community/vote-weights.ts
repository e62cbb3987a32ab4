// How much each vote counts in the community ranking, so that neither one tireless voter nor a script behind one
// address can buy a rank (issue 11: ballot stuffing). Pure; the vote job reads the votes and applies these weights.

export interface RawVote {
  voterKey: string;
  ipHash: string;
  /** Milliseconds since the epoch. */
  at: number;
  winner: number;
  loser: number;
}

/** A voter's votes together weigh at most this many full votes, however many they cast. */
export const VOTER_WEIGHT_CAP = 25;
/** Votes from one address within this window are one burst. */
export const BURST_WINDOW_MS = 10 * 60 * 1000;
/** A burst of more distinct voters than this from one address (a script minting cookies) shares this weight. */
export const BURST_VOTER_ALLOWANCE = 5;

/**
 * weight = voter factor × burst factor, each at most 1:
 * - voter factor: min(1, VOTER_WEIGHT_CAP / votes by that voter);
 * - burst factor: per address and 10-minute window, min(1, BURST_VOTER_ALLOWANCE / distinct voters in it), so a
 *   household or a venue sharing an address keeps full weight while a cookie-minting script does not.
 */
export function weighVotes(votes: readonly RawVote[]): { winner: number; loser: number; weight: number }[] {
  const perVoter = new Map<string, number>();
  const burstVoters = new Map<string, Set<string>>();
  const burstOf = (vote: RawVote) => `${vote.ipHash}|${Math.floor(vote.at / BURST_WINDOW_MS)}`;
  for (const vote of votes) {
    perVoter.set(vote.voterKey, (perVoter.get(vote.voterKey) ?? 0) + 1);
    const burst = burstOf(vote);
    let voters = burstVoters.get(burst);
    if (!voters) burstVoters.set(burst, (voters = new Set()));
    voters.add(vote.voterKey);
  }
  return votes.map((vote) => {
    const voterFactor = Math.min(1, VOTER_WEIGHT_CAP / perVoter.get(vote.voterKey)!);
    const burstFactor = Math.min(1, BURST_VOTER_ALLOWANCE / burstVoters.get(burstOf(vote))!.size);
    return { winner: vote.winner, loser: vote.loser, weight: voterFactor * burstFactor };
  });
}
