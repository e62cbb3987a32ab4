import { paths, siteRouteText } from '@fightrank/shared/routing';
import { PageHeader, usePageMeta } from '@fightrank/shared/ui';
import { VoteStream } from '../features/fantasy-vote/vote-stream';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

/** Heading, lead and intro from the route table, which the server also puts in this page's HTML. */
const PAGE = siteRouteText(paths.communityVote);

export default function VotePage() {
  usePageMeta(PAGE.title, 'Who wins? Vote on dream matchups between fighters who never met, and see what the crowd and our rating engine say.');
  return (
    <div className={`${REMOTE_SCOPE_CLASS} space-y-5`}>
      <PageHeader title={PAGE.title} lead={PAGE.description} intro={PAGE.intro} />
      <VoteStream />
    </div>
  );
}
