import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuthStore } from '@fightrank/shared/stores';
import { paths } from '@fightrank/shared/routing';
import { PageProgressBar } from '@fightrank/shared/ui';

/**
 * Spec §2 guard: signed-in users see the protected child routes; anyone else goes to /login with the
 * history entry replaced. The attempted location rides along in state so sign-in can return there.
 */
export function RequireAuth() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const isChecking = useAuthStore((s) => s.isChecking);
  const location = useLocation();
  if (isChecking) return <PageProgressBar label="Checking your session" />;
  if (!isAuthenticated) return <Navigate to={paths.login} replace state={{ from: `${location.pathname}${location.search}` }} />;
  return <Outlet />;
}
