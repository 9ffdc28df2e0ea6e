import type { AccountChoice, StoredUser } from '@peilian/shared';
import { useCallback, useRef, useState } from 'react';
import { signIn, useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import type { LoginOutcome, PasswordChangeRequired } from '../credentials/loginApi';
import { showToast } from '../../components/toast';

/** One sign-in attempt; a multi-account choice repeats it with the chosen `userid`. */
export type LoginAttempt = (userid?: string) => Promise<LoginOutcome>;

export interface LoginFlow {
  busy: boolean;
  error: string | null;
  choices: AccountChoice[] | null;
  passwordChange: PasswordChangeRequired | null;
  setError: (message: string | null) => void;
  run: (attempt: LoginAttempt) => Promise<LoginOutcome | null>;
  /** Stores the user; the login page then routes to the landing page. */
  complete: (user: StoredUser, banner?: string) => void;
  choose: (userid: string) => void;
  cancelChoice: () => void;
  closePasswordChange: () => void;
}

export interface LoginFlowHooks {
  onAttempt?: () => void;
  onSignedIn?: (user: StoredUser, banner?: string) => void;
}

/** What an outcome leaves on screen (the error, the account choice, the password change), and signing a user in. */
function useOutcomes(onSignedIn: LoginFlowHooks['onSignedIn']) {
  const t = useT();
  const [error, setError] = useState<string | null>(null);
  const [choices, setChoices] = useState<AccountChoice[] | null>(null);
  const [passwordChange, setPasswordChange] = useState<PasswordChangeRequired | null>(null);

  const complete = useCallback(
    (user: StoredUser, banner?: string) => {
      signIn(user);
      onSignedIn?.(user, banner);
      showToast({ content: t('login.success') });
    },
    [t, onSignedIn],
  );

  const settle = useCallback(
    (outcome: LoginOutcome) => {
      if (outcome.kind === 'user') complete(outcome.user, outcome.banner);
      else if (outcome.kind === 'choose') setChoices(outcome.choices);
      else if (outcome.kind === 'changePassword') setPasswordChange(outcome.required);
      else setError(errorMessage(outcome.error, t, 'login.failed'));
    },
    [complete, t],
  );
  return { error, setError, choices, setChoices, passwordChange, setPasswordChange, complete, settle };
}

/**
 * The login screen's reaction to every outcome of every tab (spec §2.2, §4, §8): a user signs in
 * with "登录成功！", several matches open the chooser, a required password change opens its dialog,
 * a failure shows errmsg or the generic login failure. `onAttempt` runs as a sign-in's request leaves
 * (the main thread is idle until its answer: the landing page's code can run meanwhile); `onSignedIn`
 * as a user is kept, before anything renders (the landing page's first call starts there).
 */
export function useLoginFlow({ onAttempt, onSignedIn }: LoginFlowHooks = {}): LoginFlow {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const { error, setError, choices, setChoices, passwordChange, setPasswordChange, complete, settle } = useOutcomes(onSignedIn);
  const lastAttempt = useRef<LoginAttempt | null>(null);

  const attemptWith = useCallback(
    async (attempt: LoginAttempt, userid?: string): Promise<LoginOutcome | null> => {
      setError(null);
      setBusy(true);
      try {
        const outcome = await attempt(userid);
        settle(outcome);
        return outcome;
      } catch (failure) {
        setError(errorMessage(failure, t, 'login.failed'));
        return null;
      } finally {
        setBusy(false);
      }
    },
    [settle, setError, t],
  );

  const run = useCallback(
    (attempt: LoginAttempt) => {
      lastAttempt.current = attempt;
      const outcome = attemptWith(attempt);
      onAttempt?.();
      return outcome;
    },
    [attemptWith, onAttempt],
  );

  const choose = useCallback(
    (userid: string) => {
      setChoices(null);
      if (lastAttempt.current) void attemptWith(lastAttempt.current, userid);
    },
    [attemptWith, setChoices],
  );

  const cancelChoice = () => setChoices(null);
  const closePasswordChange = () => setPasswordChange(null);
  return { busy, error, choices, passwordChange, setError, run, complete, choose, cancelChoice, closePasswordChange };
}
