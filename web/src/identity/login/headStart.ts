/**
 * What the sign-in page starts ahead for the pages a sign-in lands on. The app's shell knows those
 * pages and hands it over (`shell/learnerHeadStart.ts`); the sign-in itself names none of them.
 */
export interface SignInHeadStart {
  /** Once the page has loaded and is idle; returns what stops it if the page goes first. */
  whenIdle(): (() => void) | undefined;
  /** As a sign-in's request leaves. */
  onAttempt(): void;
  /** As a sign-in's answer arrives, with where it lands and the banner the answer named. */
  onSignedIn(landing: string, banner?: string): void;
}
