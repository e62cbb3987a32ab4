import { usePageMeta } from '@fightrank/shared/ui';
import { VoteStream } from '../features/fantasy-vote/vote-stream';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function VotePage() {
  usePageMeta('Fantasy Matches', 'Who wins? Vote on dream matchups between fighters who never met, and see what the crowd and our rating engine say.');
  return (
    <div className={`${REMOTE_SCOPE_CLASS} space-y-5`}>
      <header className="space-y-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Fantasy Matches</h1>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">Dream fights between fighters who never met. Pick a winner, then see what the crowd and our rating engine say.</p>
      </header>
      <VoteStream />
    </div>
  );
}
