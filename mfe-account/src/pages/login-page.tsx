import { Link, Navigate, useLocation } from 'react-router';
import { usePageMeta } from '@fightrank/shared/ui';
import { paths, siteRouteText } from '@fightrank/shared/routing';
import { useAuthStore } from '@fightrank/shared/stores';
import { SignInForm } from '../features/sign-in/sign-in-form';
import { AuthCard } from '../lib/fields';
import { returnPathFrom } from '../lib/return-path';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function LoginPage() {
  usePageMeta('Sign in', 'Sign in to FightRank to make predictions and manage your profile.');
  const location = useLocation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const isChecking = useAuthStore((s) => s.isChecking);
  // Spec §2 guard: back to where the visitor was sent from, replacing /login in the history.
  const target = returnPathFrom(location.state);

  // Signed in (just now, by the form, or already): go on, replacing /login in the history.
  if (isAuthenticated && !isChecking) return <Navigate to={target} replace />;

  return (
    <div className={REMOTE_SCOPE_CLASS}>
      {/* The intro is the route table's, which the server also puts in this page's first view. */}
      <AuthCard title="Sign in" intro={siteRouteText(paths.login).intro}>
        <SignInForm />
        <p className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">
          New to FightRank?{' '}
          <Link
            to={paths.register}
            state={location.state}
            replace
            className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-400"
          >
            Create an account
          </Link>
        </p>
      </AuthCard>
    </div>
  );
}
