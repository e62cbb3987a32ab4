import { usePageMeta } from '@fightrank/shared/ui';

export function AboutPage() {
  usePageMeta('About', 'What FightRank is, where its data comes from and how its rankings work.');
  return (
    <article className="prose mx-auto max-w-3xl space-y-4">
      <h1 className="text-2xl font-bold">About FightRank</h1>
      <p>
        FightRank rates every professional MMA fighter from the public record of their bouts in the UFC, Bellator, PFL, ONE,
        Rizin, KSW, PRIDE, Strikeforce and many more organizations, and lets fans vote, keep favourites and predict fights.
      </p>
    </article>
  );
}
