// The fantasy-match stream (issue 11): one matchup at a time, vote with a click or ←/→, S to skip, then the next.
// Matchups come in batches the server picks for this voter (never one already voted on); skipped ones are sent
// back as `skip` so the next batch offers others.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, voteOnMatchup } from '@fightrank/shared/api-client';
import type { MatchupSplit } from '@fightrank/shared/contracts';
import { communityQueries } from '@fightrank/shared/queries';
import { Alert, Button, Skeleton } from '@fightrank/shared/ui';
import { MatchupCard } from './matchup-card';

/** Whether the fan is at work in the stream (or the focus is already lost), so moving it takes nothing from elsewhere. */
function focusIsIn(stream: HTMLElement | null): boolean {
  const active = document.activeElement;
  return !active || active === document.body || (stream?.contains(active) ?? false);
}

export function VoteStream() {
  const queryClient = useQueryClient();
  const [skipped, setSkipped] = useState<number[]>([]);
  const [position, setPosition] = useState(0);
  const [split, setSplit] = useState<MatchupSplit | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const batch = useQuery(communityQueries.matchups(skipped));
  const matchup = batch.data?.[position];
  // Keyboard focus (WCAG 2.4.3): a vote disables the vote buttons and moving on replaces "Next matchup", and the
  // browser would drop the focus to <body>, so the fan would start again from the top of the page.
  const streamRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusNextHeading = useRef(false);

  const vote = useMutation({
    mutationFn: ({ matchupId, winnerId }: { matchupId: number; winnerId: number }) => voteOnMatchup(matchupId, winnerId),
    onSuccess: (result) => {
      setSplit(result);
      // The ranking may move; the batch must not be refetched under the card (it would drop this matchup).
      void queryClient.invalidateQueries({ queryKey: [...communityQueries.all(), 'rankings'] });
    },
    onError: (error) =>
      setNotice(
        error instanceof ApiError && error.status === 409
          ? 'You already voted on this matchup.'
          : error instanceof ApiError
            ? error.message
            : 'Your vote did not reach us. Please try again.',
      ),
  });

  const advance = useCallback(
    (skippedId?: number) => {
      const batchUsedUp = !batch.data || position + 1 >= batch.data.length;
      // The focused control goes away ("Next matchup" turns back into Skip; a used-up batch reloads): the next pair's
      // heading takes the focus. A Skip within the batch keeps it on Skip, for the next skip.
      if ((split !== null || notice !== null || batchUsedUp) && focusIsIn(streamRef.current)) focusNextHeading.current = true;
      setSplit(null);
      setNotice(null);
      vote.reset();
      if (batch.data && position + 1 < batch.data.length) setPosition(position + 1);
      else {
        // The batch is used up: ask for a fresh one that leaves out what was skipped (voted ones never come back).
        setPosition(0);
        setSkipped((list) => (skippedId === undefined ? [...list] : [...list, skippedId]).slice(-200));
        void queryClient.invalidateQueries({ queryKey: [...communityQueries.all(), 'matchups'] });
        return;
      }
      if (skippedId !== undefined) setSkipped((list) => [...list, skippedId].slice(-200));
    },
    [batch.data, position, split, notice, queryClient, vote],
  );

  // After a vote (its result, or why it failed): "Next matchup", the one way on, holds the focus.
  useEffect(() => {
    if ((split || notice) && focusIsIn(streamRef.current)) nextRef.current?.focus();
  }, [split, notice]);

  useEffect(() => {
    if (matchup && focusNextHeading.current) {
      focusNextHeading.current = false;
      headingRef.current?.focus();
    }
  }, [matchup]);

  const castVote = useCallback(
    (winnerId: number) => {
      if (!matchup || split || vote.isPending) return;
      vote.mutate({ matchupId: matchup.id, winnerId });
    },
    [matchup, split, vote],
  );

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      // Typing in a field (the header search) is not voting.
      const target = event.target instanceof Element ? event.target : null;
      if (!matchup || event.altKey || event.ctrlKey || event.metaKey || target?.closest('input, textarea, select, [contenteditable="true"]')) return;
      // Enter on a link or a button outside the stream (the menu, the header) is that control's, not "next matchup".
      const control = target?.closest('a, button');
      if (event.key === 'ArrowLeft' && !split) castVote(matchup.fighterA.id);
      else if (event.key === 'ArrowRight' && !split) castVote(matchup.fighterB.id);
      else if (event.key === 's' || event.key === 'S') advance(split ? undefined : matchup.id);
      else if (event.key === 'Enter' && split && (!control || streamRef.current?.contains(control))) advance();
      else return;
      event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [matchup, split, castVote, advance]);

  if (batch.isError) {
    return (
      <Alert title="Error" variant="destructive" action={<Button onClick={() => void batch.refetch()}>Try again</Button>}>
        Failed to load matchups. Please try again later.
      </Alert>
    );
  }
  if (batch.isPending) return <Skeleton className="h-72 w-full" />;
  if (!matchup) {
    return <Alert title="No matchups right now">You have voted on every matchup we have for now. New ones arrive when the ratings next update.</Alert>;
  }
  return (
    <div ref={streamRef} className="space-y-4" data-testid="vote-stream">
      <MatchupCard matchup={matchup} split={split} busy={vote.isPending} onVote={castVote} headingRef={headingRef} />
      {notice ? (
        <p role="alert" className="text-center text-sm text-red-700 dark:text-red-300">
          {notice}
        </p>
      ) : null}
      <div className="flex justify-center gap-3">
        {split || notice ? (
          <Button ref={nextRef} onClick={() => advance()} variant="primary">
            Next matchup
          </Button>
        ) : (
          <Button onClick={() => advance(matchup.id)} aria-keyshortcuts="S">
            Skip
          </Button>
        )}
      </div>
      {/* Keys are for a keyboard: not on a phone's width (fan QA, session 40). */}
      <p className="hidden text-center text-xs text-zinc-600 sm:block dark:text-zinc-400">Keys: ← or → to vote, S to skip, Enter for the next matchup.</p>
    </div>
  );
}
