import { Link, Navigate, useLocation } from 'react-router';
import { usePageMeta } from '@fightrank/shared/ui';
import { paths, siteRouteText } from '@fightrank/shared/routing';
import { useAuthStore } from '@fightrank/shared/stores';
import { RegisterForm } from '../features/register/register-form';
import { AuthCard } from '../lib/fields';
import { returnPathFrom } from '../lib/return-path';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

export default function RegisterPage() {
  usePageMeta('Register', 'Create a free FightRank account to make predictions.');
  const location = useLocation();
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const isChecking = useAuthStore((s) => s.isChecking);
  // A new member lands where they were headed, or on their profile.
  const target = returnPathFrom(location.state, paths.profile);
  const signInLink = (
    <Link to={paths.login} state={location.state} replace className="font-medium text-brand-700 underline underline-offset-2 dark:text-brand-400">
      sign in
    </Link>
  );

  // Registered and signed in by the form (or already signed in): go on, replacing /register.
  if (isAuthenticated && !isChecking) return <Navigate to={target} replace />;

  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <AuthCard title="Create your account" intro={siteRouteText(paths.register).intro}>
        <RegisterForm signInLink={signInLink} />
        <p className="mt-6 text-center text-sm text-zinc-600 dark:text-zinc-400">
          Already have an account?{' '}
          <Link to={paths.login} state={location.state} replace className="font-medium text-brand-700 underline-offset-2 hover:underline dark:text-brand-400">
            Sign in
          </Link>
        </p>
      </AuthCard>
    </div>
  );
}
