import {
  ERRORS,
  LOGOUT_TIMEOUT_MS,
  changePasswordRequiredSchema,
  forceChangePasswordRequestSchema,
  miniRegistrationRequestSchema,
  mobileLoginRequestSchema,
  passwordLoginRequestSchema,
  sealPassword,
  smsCodeRequestSchema,
  wechatLoginRequestSchema,
  type AccountChoice,
  type ApiClient,
  ApiError,
  type BoundTable,
  type DeviceTokens,
  type Language,
  type LoginResponse,
  type RandomCodeResponse,
  type SessionStore,
  type StoredUser,
} from '@peilian/shared'
import type { LearnerEndpoints } from '@peilian/shared/endpoints'

/**
 * A password change the server requires before it opens a session (spec §4): a 403 on the account
 * tab, or a mobile/WeChat user delivered with `needchangepwd` and a serial.
 */
export interface RequiredPasswordChange {
  /** 1 = first login; 2 = unchanged for `days` days. */
  reason: 1 | 2
  days: number
  /** One-time serial for the forced password change. */
  serial: string
}

/** What the account tab sends besides account and password. */
export interface PasswordLoginOptions {
  /** The key the captcha on screen belongs to; without one the attempt fetches a fresh key. */
  key?: RandomCodeResponse
  /** The captcha answer, when the key asks for one. */
  randomcode?: string
  /** Completes a multi-account choice. */
  userid?: string
}

/** How a sign-in attempt ended, short of a failure (thrown as `ApiError`). */
export type LoginOutcome =
  | { kind: 'signedIn'; user: StoredUser }
  /** Several users match: sign in again as the chosen one (a fresh attempt, since codes and keys are single use). */
  | { kind: 'choose'; choices: AccountChoice[]; choose(userid: string): Promise<LoginOutcome> }
  /** The WeChat identity has no user yet; `miniopenid` goes with the registration. */
  | { kind: 'notBound'; error: ApiError; miniopenid?: string }
  /** The password must be changed before signing in (spec §4); nothing is stored yet. */
  | { kind: 'changePassword'; change: RequiredPasswordChange }

export interface RegistrationInput {
  mobile: string
  code: string
  name: string
  workunit: string
  workno: string
  /** A path from the registration avatar upload (`filetype=registrationavatar`). */
  avatar?: string
  miniopenid?: string
}

export interface IdentityDeps {
  /** The table's sign-in calls (sessionless: a logout code fails the call) and the session's logout. */
  learner: Pick<BoundTable<LearnerEndpoints>, 'auth' | 'session'>
  /** The signed-in client, re-armed for forced logout once a new session starts. */
  client: ApiClient
  session: SessionStore
  randomBytes(length: number): Promise<Uint8Array>
  wechatCode(): Promise<string>
  /** The organisation self-registration joins; undefined leaves it to the server. */
  registrationOrgId?: string
  /** This device's tokens of password sign-ins (docs/security.md "Password guessing"). */
  deviceTokens: DeviceTokens
}

const WECHAT_NOT_BOUND = ERRORS['errors.wechatNotBound'].errcode
const SERIAL_EXPIRED = ERRORS['errors.serialExpired'].errcode

/** True when a password change failed because its serial is gone: only a new login helps. */
export function isSerialExpired(error: unknown): boolean {
  return error instanceof ApiError && error.errcode === SERIAL_EXPIRED
}

/**
 * The change a signed-in user still owes (non-password logins deliver the session with it). Without
 * a serial there is nothing to change it with, so that user simply signs in.
 */
export function pendingPasswordChange(user: StoredUser): RequiredPasswordChange | null {
  const reason = user.needchangepwd
  if ((reason !== 1 && reason !== 2) || !user.serial) return null
  return { reason, days: user.changdays, serial: user.serial }
}

/** The change a refused account login asks for: a 403 whose body matches the shared schema. */
function requiredChangeOf(error: unknown): RequiredPasswordChange | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null
  const parsed = changePasswordRequiredSchema.safeParse(error.body)
  if (!parsed.success) return null
  const { changepassword, changdays, serial } = parsed.data
  return { reason: changepassword, days: changdays, serial }
}

/** Stores a signed-in user (in their account's language) and re-arms forced logout for the new session. */
function completeSignIn(deps: IdentityDeps, user: StoredUser): void {
  deps.session.getState().signIn(user)
  deps.client.resetLogout()
}

/** Where a login answer leads: a choice of accounts, a password change still owed, or the stored session. */
function finish(deps: IdentityDeps, parsed: LoginResponse, retry: (userid: string) => Promise<LoginOutcome>): LoginOutcome {
  if ('choose' in parsed) return { kind: 'choose', choices: parsed.user, choose: retry }
  const user = parsed.user[0]
  if (!user) throw new Error('login response without a user')
  // The session the server opened is revoked by the change, which answers with a new one.
  const change = pendingPasswordChange(user)
  if (change) return { kind: 'changePassword', change }
  completeSignIn(deps, user)
  return { kind: 'signedIn', user }
}

/** The sign-ins by a code: WeChat's `wx.login` code and the SMS code. */
function createCodeLogins(deps: IdentityDeps) {
  const { auth } = deps.learner

  async function loginWithWechat(userid?: string): Promise<LoginOutcome> {
    const data = wechatLoginRequestSchema.parse({ code: await deps.wechatCode(), userid })
    try {
      return finish(deps, await auth.miniLogin({}, data), loginWithWechat)
    } catch (error) {
      if (error instanceof ApiError && error.errcode === WECHAT_NOT_BOUND) {
        const { miniopenid } = error.body
        return { kind: 'notBound', error, ...(typeof miniopenid === 'string' && miniopenid ? { miniopenid } : {}) }
      }
      throw error
    }
  }

  async function loginWithMobile(mobile: string, code: string, userid?: string): Promise<LoginOutcome> {
    const data = mobileLoginRequestSchema.parse({ mobile, code, userid })
    return finish(deps, await auth.mobileLogin({}, data), (id) => loginWithMobile(mobile, code, id))
  }

  return { loginWithWechat, loginWithMobile }
}

/** The calls that send a password, each sealed under a one-time key with this device's random bytes (shared's sealing). */
function createPasswordCalls(deps: IdentityDeps) {
  const { auth } = deps.learner

  /** `GET api/login/randomcode`: a one-time key, and whether the account tab must show a captcha. */
  async function fetchLoginKey(): Promise<RandomCodeResponse> {
    return auth.randomCode()
  }

  const seal = (password: string, key: RandomCodeResponse) => sealPassword(password, key, deps.randomBytes)

  /**
   * Account login. Keys are single use: the caller passes the key its captcha belongs to, else a
   * fresh one is fetched here. A multi-account retry takes a fresh key (and no captcha).
   */
  async function loginWithPassword(account: string, password: string, options: PasswordLoginOptions = {}): Promise<LoginOutcome> {
    const key = options.key ?? (await fetchLoginKey())
    const data = passwordLoginRequestSchema.parse({
      account,
      ...(await seal(password, key)),
      randomcode: options.randomcode,
      userid: options.userid,
      devicetoken: await deps.deviceTokens.tokenFor(account),
    })
    try {
      const answer = await auth.login({}, data)
      await deps.deviceTokens.keepFrom(account, answer)
      return finish(deps, answer, (userid) => loginWithPassword(account, password, { userid }))
    } catch (error) {
      const change = requiredChangeOf(error)
      if (change) return { kind: 'changePassword', change }
      throw error
    }
  }

  /**
   * The forced change (spec §4): the new password, trimmed as the dialog rule says, sealed under a
   * fresh key. Resolves with the new session's user, not yet stored: the page signs in after its
   * delay with `completeSignIn`.
   */
  async function changePassword(serial: string, newPassword: string): Promise<StoredUser> {
    const key = await fetchLoginKey()
    const data = forceChangePasswordRequestSchema.parse({ serial, ...(await seal(newPassword.trim(), key)) })
    const user = (await auth.forceChangePassword({}, data)).user[0]
    if (!user) throw new Error('forcechangepassword answered without a user')
    return user
  }

  return { fetchLoginKey, loginWithPassword, changePassword }
}

/** The SMS codes and the self-registration they lead to. */
function createRegistrationCalls(deps: IdentityDeps) {
  const { auth } = deps.learner

  /** Sends a sign-in SMS code (a repeated one with the captcha's key and answer); resolves with the seconds until another may be sent. */
  async function sendLoginCode(mobile: string, captcha?: { randomkey: string; randomcode: string }): Promise<number> {
    const query = smsCodeRequestSchema.parse({ mobile, ...captcha })
    return (await auth.loginCode(query)).resendIn
  }

  /** Sends a registration SMS code; resolves with the seconds until another may be sent. */
  async function sendRegistrationCode(mobile: string): Promise<number> {
    const query = smsCodeRequestSchema.parse({ mobile, orgid: deps.registrationOrgId })
    return (await auth.registrationCode(query)).resendIn
  }

  /** Submits a self-registration for review; account and password become the mobile server-side. */
  async function register(input: RegistrationInput): Promise<void> {
    const data = miniRegistrationRequestSchema.parse({ ...input, sex: 1, orgid: deps.registrationOrgId })
    await auth.miniRegister({}, data)
  }

  return { sendLoginCode, sendRegistrationCode, register }
}

/** The signed-in session's own calls: logout and the account's language. */
function createSessionCalls(deps: IdentityDeps) {
  const { session } = deps

  /**
   * Tells the server the session ends (best effort: offline logout still works), then forgets the
   * user. A forced logout during the call has already cleared the store and kept its code.
   */
  async function logout(): Promise<void> {
    try {
      await deps.learner.session.logout({}, { timeoutMs: LOGOUT_TIMEOUT_MS })
    } catch {
      // Offline or already ended on the server: the local session ends regardless.
    }
    if (session.getState().user) session.getState().clear()
  }

  /**
   * Switches the interface language and, for a signed-in user, saves it on the account
   * (`POST api/trainning/user/changelanguage`) so the next sign-in, here or on the web, starts in
   * it. A failed save is only logged: the switch on this device stands.
   */
  async function changeLanguage(language: Language): Promise<void> {
    const before = session.getState().language
    session.getState().setLanguage(language)
    if (before === language || !session.getState().user) return
    try {
      await deps.learner.session.changeLanguage({}, { language })
    } catch (error) {
      console.warn('[session] the server did not take the language change', error)
    }
  }

  return { logout, changeLanguage }
}

/**
 * The mini-program's sign-in, SMS, registration and logout calls (learner-and-session §7) over the
 * shared contract: requests are built through the shared schemas, answers parsed by them, and a
 * signed-in user goes into the session store.
 */
export function createIdentity(deps: IdentityDeps) {
  return {
    ...createCodeLogins(deps),
    ...createPasswordCalls(deps),
    completeSignIn: (user: StoredUser) => completeSignIn(deps, user),
    ...createRegistrationCalls(deps),
    ...createSessionCalls(deps),
  }
}

export type Identity = ReturnType<typeof createIdentity>
