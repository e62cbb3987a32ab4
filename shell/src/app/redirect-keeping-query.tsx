// A path that only sends the visitor on (SITE_REDIRECTS): the query and the hash go with him, so
// /rankings/weight-class?wc=Lightweight opens the lightweight list, not the bare weight-class page.
import { Navigate, useLocation } from 'react-router';

export function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={{ pathname: to, search, hash }} replace />;
}
