import { openTestDatabase } from './src/testing/test-database';
import { insertMatchup, insertRatedFighter } from './src/testing/community-fixtures';
import * as repo from './src/repositories/community-repository';
const db = await openTestDatabase();
const f = [] as number[]; for (let i = 0; i < 32; i++) f.push(await insertRatedFighter(db, 'B' + i, 1800 - i));
let n = 0;
const oldVote = async (mid: number, a: number) => {
  await db.query(`insert into votes (matchup_id, voter_key, user_id, winner_id, ip_hash) values ($1, $2, $3, $4, $5) on conflict (matchup_id, voter_key) do nothing returning id`, [mid, 'a:o' + n++, null, a, 'ip' + n]);
  await db.query(`select m.id as "matchupId", count(*) filter (where v.winner_id = m.fighter_a_id)::int as "votesA", count(*) filter (where v.winner_id = m.fighter_b_id)::int as "votesB", m.model_probability_a as "modelProbabilityA", (select winner_id::int from votes where matchup_id = m.id and voter_key = $2) as "pickedFighterId" from matchups m left join votes v on v.matchup_id = m.id where m.id = $1 group by m.id`, [mid, 'a:o' + (n - 1)]);
};
const newVote = (mid: number, a: number) => repo.insertVote(db, { matchupId: mid, voterKey: 'a:n' + n++, userId: null, visitorId: null, winnerId: a, winnerIsA: true, ipHash: 'ip' + n });
const totals: Record<string, number> = { old: 0, new: 0 };
for (let round = 0; round < 8; round++) {
  for (const [name, fn] of (round % 2 ? [['new', newVote], ['old', oldVote]] : [['old', oldVote], ['new', newVote]]) as [string, typeof newVote][]) {
    const x = f[round * 4 + (name === 'old' ? 0 : 2)]!, y = f[round * 4 + (name === 'old' ? 1 : 3)]!;
    const mid = await insertMatchup(db, x, y);
    const t = performance.now();
    for (let i = 0; i < 1000; i++) await fn(mid, Math.min(x, y));
    const ms = performance.now() - t;
    if (round >= 2) totals[name]! += ms;
    console.log(round, name, ms.toFixed(0), 'ms / 1000 votes');
  }
}
console.log('rounds 2-7 total: old', totals.old!.toFixed(0), 'new', totals.new!.toFixed(0), 'ratio', (totals.new! / totals.old!).toFixed(2));
await db.close();
