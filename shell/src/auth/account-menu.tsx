// Header account area (issue 10): a Sign in link for visitors; for a signed-in user an Account button
// opening Profile and Sign out. It reads the shared auth store, so it is right on every remote's pages.
import { useEffect, useId, useRef, useState, type FocusEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { accountQueries } from '@fightrank/shared/queries';
import { paths } from '@fightrank/shared/routing';
import { useAuthStore } from '@fightrank/shared/stores';
import { UserIcon } from '../components/icons';

export function AccountMenu() {
  const isAuthenticated = useAuthStore((s) => s.isAuthenticated);
  const isChecking = useAuthStore((s) => s.isChecking);
  const location = useLocation();
  const queryClient = useQueryClient();

  // A different person may sign in next on this browser: forget the last account's details.
  useEffect(() => {
    if (!isAuthenticated) queryClient.removeQueries({ queryKey: accountQueries.all() });
  }, [isAuthenticated, queryClient]);

  if (isChecking) return <span className="inline-block w-10" aria-hidden="true" />;
  if (!isAuthenticated) {
    const onAuthPage = location.pathname === paths.login || location.pathname === paths.register;
    return (
      <Link
        to={paths.login}
        // Sign-in returns here afterwards.
        state={onAuthPage ? location.state : { from: `${location.pathname}${location.search}` }}
        className="inline-flex shrink-0 items-center gap-2 rounded-md px-2 py-2 text-sm font-semibold text-brand-700 hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500 sm:px-3 dark:text-brand-400 dark:hover:bg-zinc-800"
        data-testid="sign-in-link"
      >
        {/* An icon on phones, where the search box needs the width. */}
        <UserIcon className="sm:hidden" />
        <span className="sr-only sm:not-sr-only">Sign in</span>
      </Link>
    );
  }
  return <SignedInMenu />;
}

function SignedInMenu() {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const signOut = useAuthStore((s) => s.signOut);
  const account = useQuery({ ...accountQueries.me(), enabled: open });
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  useEffect(() => setOpen(false), [location.pathname]);
  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  async function onSignOut() {
    setBusy(true);
    setError(undefined);
    try {
      await signOut();
      setOpen(false);
    } catch {
      setError("Couldn't sign out. Please try again.");
    } finally {
      setBusy(false);
    }
  }

  // Focus tabbing on past the menu's last item closes it, as a click outside does (QA pass 2, D16). Only focus that
  // lands somewhere else counts: a window losing focus, or Sign out disabling itself while it works, closes nothing.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.relatedTarget && !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div ref={rootRef} className="relative shrink-0" onBlur={onBlur}>
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        data-testid="account-menu-button"
        className="inline-flex items-center gap-2 rounded-md px-2 py-2 text-sm font-medium text-zinc-700 transition-colors hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 sm:px-3 dark:text-zinc-200 dark:hover:bg-zinc-800"
      >
        <UserIcon />
        <span className="sr-only sm:not-sr-only">Account</span>
      </button>
      {open ? (
        <div
          id={panelId}
          className="absolute right-0 top-full z-40 mt-2 w-64 rounded-lg border border-zinc-200 bg-white p-2 shadow-lg dark:border-zinc-700 dark:bg-zinc-900"
          data-testid="account-menu"
        >
          <p className="truncate px-3 py-2 text-xs text-zinc-600 dark:text-zinc-400">
            {account.data ? (
              <>
                Signed in as <span className="font-medium text-zinc-900 dark:text-zinc-100">{account.data.email}</span>
              </>
            ) : (
              'Signed in'
            )}
          </p>
          <ul className="space-y-1">
            <li>
              <Link
                to={paths.profile}
                className="block rounded-md px-3 py-2 text-sm font-medium hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500 dark:hover:bg-zinc-800"
              >
                Profile
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => void onSignOut()}
                disabled={busy}
                className="block w-full rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-zinc-100 focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-60 dark:hover:bg-zinc-800"
              >
                {busy ? 'Signing out…' : 'Sign out'}
              </button>
            </li>
          </ul>
          {error ? (
            <p role="alert" className="px-3 py-2 text-sm text-red-700 dark:text-red-400">
              {error}
            </p>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
