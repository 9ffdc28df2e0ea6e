import {
  ERRORS,
  PASSWORD_NONCE_BYTES,
  encryptPassword,
  loginResponseSchema,
  miniRegistrationRequestSchema,
  mobileLoginRequestSchema,
  passwordLoginRequestSchema,
  randomCodeResponseSchema,
  smsCodeRequestSchema,
  smsCodeResponseSchema,
  wechatLoginRequestSchema,
  type AccountChoice,
  type ApiClient,
  ApiError,
  type SessionStore,
  type StoredUser,
} from '@peilian/shared'
import type { PublicCall } from './publicCall'

/** How a sign-in attempt ended, short of a failure (thrown as `ApiError`). */
export type LoginOutcome =
  | { kind: 'signedIn'; user: StoredUser }
  /** Several users match: sign in again as the chosen one (a fresh attempt, since codes and keys are single use). */
  | { kind: 'choose'; choices: AccountChoice[]; choose(userid: string): Promise<LoginOutcome> }
  /** The WeChat identity has no user yet; `miniopenid` goes with the registration. */
  | { kind: 'notBound'; error: ApiError; miniopenid?: string }
  /** The password must be changed before signing in (spec §4); the change dialog is not built yet. */
  | { kind: 'changePassword'; error: ApiError }

export interface RegistrationInput {
  mobile: string
  code: string
  name: string
  workunit: string
  workno: string
  miniopenid?: string
}

export interface IdentityDeps {
  /** Calls before sign-in (no token, no forced logout). */
  call: PublicCall
  /** The signed-in client, for logout. */
  api: ApiClient
  session: SessionStore
  randomBytes(length: number): Promise<Uint8Array>
  wechatCode(): Promise<string>
  /** The organisation self-registration joins; undefined leaves it to the server. */
  registrationOrgId?: string
}

const WECHAT_NOT_BOUND = ERRORS['errors.wechatNotBound'].errcode

/**
 * The mini-program's sign-in, SMS, registration and logout calls (learner-and-session §7) over the
 * shared contract: requests are built through the shared schemas, answers parsed by them, and a
 * signed-in user goes into the session store.
 */
export function createIdentity(deps: IdentityDeps) {
  const { call, session } = deps

  function finish(response: unknown, retry: (userid: string) => Promise<LoginOutcome>): LoginOutcome {
    const parsed = loginResponseSchema.parse(response)
    if ('choose' in parsed) return { kind: 'choose', choices: parsed.user, choose: retry }
    const user = parsed.user[0]
    if (!user) throw new Error('login response without a user')
    session.getState().setUser(user)
    deps.api.resetLogout()
    return { kind: 'signedIn', user }
  }

  async function loginWithWechat(userid?: string): Promise<LoginOutcome> {
    const data = wechatLoginRequestSchema.parse({ code: await deps.wechatCode(), userid })
    try {
      return finish(await call('POST', 'api/login/wechat/mini', { data }), loginWithWechat)
    } catch (error) {
      if (error instanceof ApiError && error.errcode === WECHAT_NOT_BOUND) {
        const { miniopenid } = error.body
        return { kind: 'notBound', error, ...(typeof miniopenid === 'string' && miniopenid ? { miniopenid } : {}) }
      }
      throw error
    }
  }

  async function loginWithPassword(account: string, password: string, userid?: string): Promise<LoginOutcome> {
    const key = randomCodeResponseSchema.parse(await call('GET', 'api/login/randomcode'))
    const nonce = await deps.randomBytes(PASSWORD_NONCE_BYTES)
    const data = passwordLoginRequestSchema.parse({
      account,
      password: encryptPassword(password, key.randomkey, key.key, nonce),
      randomkey: key.randomkey,
      userid,
    })
    try {
      return finish(await call('POST', 'api/login', { data }), (id) => loginWithPassword(account, password, id))
    } catch (error) {
      if (error instanceof ApiError && error.status === 403 && 'changepassword' in error.body) {
        return { kind: 'changePassword', error }
      }
      throw error
    }
  }

  async function loginWithMobile(mobile: string, code: string, userid?: string): Promise<LoginOutcome> {
    const data = mobileLoginRequestSchema.parse({ mobile, code, userid })
    return finish(await call('POST', 'api/login/mobile', { data }), (id) => loginWithMobile(mobile, code, id))
  }

  /** Sends a sign-in SMS code; resolves with the seconds until another may be sent. */
  async function sendLoginCode(mobile: string): Promise<number> {
    const query = smsCodeRequestSchema.parse({ mobile })
    return smsCodeResponseSchema.parse(await call('GET', 'api/trainning/user/verifycode', { query })).resendIn
  }

  /** Sends a registration SMS code; resolves with the seconds until another may be sent. */
  async function sendRegistrationCode(mobile: string): Promise<number> {
    const query = smsCodeRequestSchema.parse({ mobile, orgid: deps.registrationOrgId })
    return smsCodeResponseSchema.parse(await call('GET', 'api/wechat/mini/user/register/verifycode', { query })).resendIn
  }

  /** Submits a self-registration for review; account and password become the mobile server-side. */
  async function register(input: RegistrationInput): Promise<void> {
    const data = miniRegistrationRequestSchema.parse({ ...input, sex: 1, orgid: deps.registrationOrgId })
    await call('POST', 'api/wechat/mini/user/register', { data })
  }

  /**
   * Tells the server the session ends (best effort: offline logout still works), then forgets the
   * user. A forced logout during the call has already cleared the store and kept its code.
   */
  async function logout(): Promise<void> {
    try {
      await deps.api.post('api/admin/system/online/logout')
    } catch {
      // Offline or already ended on the server: the local session ends regardless.
    }
    if (session.getState().user) session.getState().clear()
  }

  return { loginWithWechat, loginWithPassword, loginWithMobile, sendLoginCode, sendRegistrationCode, register, logout }
}

export type Identity = ReturnType<typeof createIdentity>
