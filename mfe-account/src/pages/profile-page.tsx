import type { ReactNode } from 'react';
import { usePageMeta } from '@fightrank/shared/ui';
import { AccountSummary } from '../features/profile/account-summary';
import { ChangePasswordForm } from '../features/profile/change-password-form';
import { DisplayNameForm } from '../features/profile/display-name-form';
import { SignOutEverywhere } from '../features/profile/sign-out-everywhere';
import { DeleteAccount } from '../features/profile/delete-account';
import { PredictionRecord } from '../features/profile/prediction-record';
import { REMOTE_SCOPE_CLASS } from '../scope';
import '../styles.css';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `profile-${title.toLowerCase().replace(/\W+/g, '-')}`;
  return (
    <section aria-labelledby={id} className="rounded-xl border border-zinc-200 bg-white p-5 shadow-sm sm:p-6 dark:border-zinc-800 dark:bg-zinc-900">
      <h2 id={id} className="mb-4 text-lg font-semibold text-zinc-900 dark:text-zinc-50">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function ProfilePage() {
  usePageMeta('Profile', 'Your FightRank account: e-mail, public name, password and sessions.');
  return (
    <div className={REMOTE_SCOPE_CLASS}>
      <div data-testid="remote-page" className="mx-auto max-w-2xl space-y-6">
        <h1 className="text-2xl font-bold tracking-tight text-zinc-900 dark:text-zinc-50">Profile</h1>
        <Section title="Account">
          <AccountSummary />
        </Section>
        <Section title="Public name">
          <DisplayNameForm />
        </Section>
        <Section title="Predictions">
          <PredictionRecord />
        </Section>
        <Section title="Change password">
          <ChangePasswordForm />
        </Section>
        <Section title="Sessions">
          <SignOutEverywhere />
        </Section>
        <Section title="Delete account">
          <DeleteAccount />
        </Section>
      </div>
    </div>
  );
}
