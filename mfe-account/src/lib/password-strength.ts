// The shared password rule (@fightrank/shared/contracts/password-strength: zxcvbn-ts and its ~50,000 common
// passwords), loaded only when a fan starts on a new password, so neither the shell's first load nor the sign-in
// form pays for it. Until it has arrived the forms check length only; the server applies the full rule anyway.
type Judge = typeof import('@fightrank/shared/contracts/password-strength').judgePassword;

let judge: Judge | undefined;
let loading: Promise<void> | undefined;

/** Starts (once) loading the estimator; resolves when it is ready, or quietly when it could not load. */
export function loadPasswordJudge(): Promise<void> {
  loading ??= import(/* webpackChunkName: "password-strength" */ '@fightrank/shared/contracts/password-strength')
    .then((module) => {
      judge = module.judgePassword;
    })
    .catch(() => {
      // Offline or a failed chunk: the next attempt may load it; the server still judges the password.
      loading = undefined;
    });
  return loading;
}

/** The estimator's advice for a weak password ("This is a commonly used password. Add more words…"), if loaded. */
export function passwordStrengthError(password: string, email: string, displayName?: string): string | undefined {
  if (!judge) return undefined;
  const verdict = judge(password, email, displayName);
  return verdict.ok ? undefined : verdict.message;
}
