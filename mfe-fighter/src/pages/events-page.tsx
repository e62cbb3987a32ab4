import { paths, siteRouteText } from '@fightrank/shared/routing';
import { PageHeader, usePageMeta } from '@fightrank/shared/ui';
import { EventList } from '../features/events/event-list';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

/** Heading, lead and intro from the route table, which the server also puts in this page's HTML. */
const PAGE = siteRouteText(paths.events);

export default function EventsPage() {
  usePageMeta(PAGE.title, PAGE.description);
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <div className="space-y-4">
        <PageHeader title={PAGE.title} lead={PAGE.description} intro={PAGE.intro} />
        <EventList />
      </div>
    </div>
  );
}
