import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BoundTable } from '../api/endpoint.js';
import type { LearnerEndpoints } from '../endpoints/index.js';
import { sealPasswordPair, type RandomBytes } from '../crypto/seal.js';
import { REGISTRATION_NAME_MAX } from '../limits.js';
import { INVITE_CODE_PATTERN, type InvitePreview } from '../schemas/inviteJoin.js';
import { checkPlainName } from '../validators/plainText.js';
import { checkMobile, checkPassword, type ValidationIssue } from '../validators/rules.js';

/**
 * Joining an organisation with an invite code (docs/people.md, "Invite codes"), one store for the PWA
 * and the mini-program: the code (from the link or QR code, or typed) is looked up, then the person
 * sends their mobile number, its SMS code, their name and the first password they choose (sealed
 * with its confirmation under a one-time key); the answer names the account made. Each app only
 * renders the state and binds the form's fields.
 */

export type InviteJoinStatus = 'idle' | 'loading' | 'ready' | 'failed' | 'joined';

export interface InviteJoinState {
  status: InviteJoinStatus;
  /** The code looked up last (upper and lower case as given). */
  code: string;
  /** What the join page shows: the organisation, the title and the department; null until found. */
  invite: InvitePreview | null;
  /** Why the lookup or the last join failed (the app words it with its error catalogue). */
  failure: unknown;
  /** A join is on its way: the submit button waits. */
  joining: boolean;
  /** The account made (the mobile number), once joined. */
  account: string;
  /** Looks the code up; a code that cannot be one fails at once without a call. */
  open(code: string): Promise<void>;
  /**
   * Asks for the SMS code of `mobile`, with the captcha's answer once the server asks for one
   * (`demandsCaptcha`: many codes from one office address); answers the seconds until another may be asked for.
   */
  sendCode(mobile: string, captcha?: SmsCaptchaAnswer): Promise<number>;
  /** Joins with the code found; a refusal stays in `failure` and the form keeps its values. */
  join(form: Omit<InviteJoinForm, 'agreed'>): Promise<boolean>;
}

export type InviteJoinStore = StoreApi<InviteJoinState>;

/** A solved captcha as an SMS code request carries it: the graphic one's key and answer, or Tencent's ticket and randstr. */
export type SmsCaptchaAnswer = { randomkey: string; randomcode: string } | { ticket: string; randstr: string };

type Auth = Pick<BoundTable<LearnerEndpoints>['auth'], 'invite' | 'joinInvite' | 'randomCode' | 'registrationCode'>;

/** Whether a typed code can be one (eight letters and digits), before any call. */
export const isInviteCode = (code: string): boolean => INVITE_CODE_PATTERN.test(code.trim());

/** The join form as both apps hold it: the fields the server takes, the password's confirmation, and the agreement. */
export interface InviteJoinForm {
  mobile: string;
  code: string;
  name: string;
  password: string;
  confirm: string;
  agreed: boolean;
}

export const EMPTY_INVITE_JOIN_FORM: InviteJoinForm = { mobile: '', code: '', name: '', password: '', confirm: '', agreed: false };

/**
 * What refuses an invitee's first password, the join form's check and the server's alike: the
 * user form's rule (6–15, strong when the organisation strengthens passwords), never the mobile
 * number (which anyone who knows it could sign in with), and the confirmation the same.
 */
export function checkInvitePassword(
  { mobile, password, confirm }: { mobile: string; password: string; confirm: string },
  strong: boolean,
): { field: 'password' | 'confirm'; issue: ValidationIssue } | null {
  const issue = checkPassword(password, 'invite', { strong });
  if (issue) return { field: 'password', issue };
  if (password.trim() === mobile.trim()) return { field: 'password', issue: { key: 'validation.passwordIsMobile' } };
  if (password !== confirm) return { field: 'confirm', issue: { key: 'validation.passwordMismatch' } };
  return null;
}

/** Whether the code's organisation strengthens passwords (the preview says), so the form checks as the server will. */
export const invitePasswordStrong = (invite: InvitePreview | null): boolean => invite?.strongpassword === 1;

/**
 * What stops a join before it is sent, by field, in the order the form shows them: the mobile
 * number, its SMS code, the name (required, at most 10, plain), the password (the organisation's
 * rule, `strong` when it strengthens passwords, not the mobile number) and its confirmation, and
 * the agreement ticked. The PWA shows each under its field, the mini-program the first as its notice.
 */
export function checkInviteJoin(form: InviteJoinForm, { strong }: { strong: boolean }): Partial<Record<keyof InviteJoinForm, ValidationIssue>> {
  const issues: Partial<Record<keyof InviteJoinForm, ValidationIssue>> = {};
  const mobile = checkMobile(form.mobile);
  if (mobile) issues.mobile = mobile;
  if (!form.code.trim()) issues.code = { key: 'validation.codeRequired' };
  const name = form.name.trim();
  const nameIssue = !name
    ? { key: 'validation.nameRequired' as const }
    : name.length > REGISTRATION_NAME_MAX
      ? { key: 'validation.tooLong' as const, params: { max: REGISTRATION_NAME_MAX } }
      : checkPlainName(name);
  if (nameIssue) issues.name = nameIssue;
  const password = checkInvitePassword(form, strong);
  if (password) issues[password.field] = password.issue;
  if (!form.agreed) issues.agreed = { key: 'validation.agreementRequired' };
  return issues;
}

/**
 * Builds the join store over the learner table's `auth` calls; `randomBytes` is the platform's
 * secure random source the password is sealed with.
 */
export function createInviteJoinStore(auth: Auth, { invalidCode, randomBytes }: { invalidCode: () => unknown; randomBytes: RandomBytes }): InviteJoinStore {
  let generation = 0;
  return createStore<InviteJoinState>()((set, get) => ({
    status: 'idle',
    code: '',
    invite: null,
    failure: null,
    joining: false,
    account: '',
    async open(typed) {
      const code = typed.trim();
      const mine = ++generation;
      if (!isInviteCode(code)) {
        set({ status: 'failed', code, invite: null, failure: invalidCode() });
        return;
      }
      set({ status: 'loading', code, invite: null, failure: null });
      try {
        const { invite } = await auth.invite({ code });
        if (mine === generation) set({ status: 'ready', invite });
      } catch (error) {
        if (mine === generation) set({ status: 'failed', failure: error });
      }
    },
    async sendCode(mobile, captcha) {
      return (await auth.registrationCode({ mobile: mobile.trim(), ...captcha })).resendIn;
    },
    async join(form) {
      const { code, status, joining } = get();
      if (status !== 'ready' || joining) return false;
      set({ joining: true, failure: null });
      try {
        const sealed = await sealPasswordPair(form.password, form.confirm, () => auth.randomCode(), randomBytes);
        const { account } = await auth.joinInvite({ code }, { mobile: form.mobile.trim(), code: form.code.trim(), name: form.name.trim(), ...sealed });
        set({ status: 'joined', joining: false, account });
        return true;
      } catch (error) {
        set({ joining: false, failure: error });
        return false;
      }
    },
  }));
}
