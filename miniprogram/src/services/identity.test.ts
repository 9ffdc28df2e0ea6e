// @vitest-environment node
import { describe, expect, test, vi } from 'vitest'
import {
  ApiError,
  bindEndpoints,
  createApiClient,
  createDeviceTokens,
  createMemoryStorage,
  createSessionStore,
  decryptPassword,
  toBase64Url,
  type Transport,
  type TransportRequest,
} from '@peilian/shared'
import { createIdentity, isSerialExpired } from './identity'
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints'
import { aStoredUser as aUser } from '../../test/factories'

interface Seen {
  method: string
  path: string
  query: Record<string, string>
  body: Record<string, string>
  headers: Record<string, string>
}

type Answer = { status?: number; data: unknown }

/** An identity over a fake server: `answer` sees each request with its form body decoded. */
function setup(answer: (request: Seen) => Answer, options: { registrationOrgId?: string } = {}) {
  const seen: Seen[] = []
  const transport: Transport = async (request: TransportRequest) => {
    const url = new URL(request.url)
    const entry: Seen = {
      method: request.method,
      path: url.pathname.replace(/^\/+/, ''),
      query: Object.fromEntries(url.searchParams),
      body: Object.fromEntries(new URLSearchParams(request.body ?? '')),
      headers: request.headers,
    }
    seen.push(entry)
    const { status = 200, data } = answer(entry)
    return { status, data }
  }
  const session = createSessionStore({ storage: createMemoryStorage() })
  const onLogout = vi.fn()
  const base = { transport, baseUrl: 'http://server.test', client: { browser: 'WeChat', os: 'iOS', from: 'mini' } }
  const api = createApiClient({ ...base, getToken: () => session.getState().user?.token, onLogout })
  let codes = 0
  const identity = createIdentity({
    learner: bindEndpoints(api, LEARNER_ENDPOINTS),
    client: api,
    session,
    randomBytes: async (length) => crypto.getRandomValues(new Uint8Array(length)),
    wechatCode: async () => `code-${++codes}`,
    deviceTokens: createDeviceTokens(createMemoryStorage()),
    ...options,
  })
  return { identity, session, seen, onLogout }
}

const KEY = toBase64Url(Uint8Array.from({ length: 32 }, (_, i) => 255 - i))
let keyCount = 0
const randomCode = (): Answer => ({
  data: { successed: true, randomkey: `rk-${++keyCount}`, key: KEY, expiresIn: 120, captcha: false },
})

describe('WeChat login', () => {
  test('posts the wx.login code and stores the signed-in user', async () => {
    const { identity, session, seen } = setup(() => ({ data: { successed: true, user: [aUser({ token: 'wx' })] } }))
    const outcome = await identity.loginWithWechat()
    expect(outcome).toMatchObject({ kind: 'signedIn', user: { token: 'wx' } })
    expect(session.getState().user?.token).toBe('wx')
    expect(seen).toMatchObject([{ method: 'POST', path: 'api/login/wechat/mini', body: { code: 'code-1' }, headers: { token: '', from: 'mini' } }])
  })

  test('several matches come back as choices; choosing signs in again with a fresh code and the userid', async () => {
    const choices = [
      { id: 'a', username: '甲', avatar: '', orgname: 'O1', departmentname: 'D1' },
      { id: 'b', username: '乙', avatar: '', orgname: 'O2', departmentname: 'D2' },
    ]
    const { identity, session, seen } = setup((request) =>
      request.body.userid
        ? { data: { successed: true, user: [aUser({ id: request.body.userid })] } }
        : { data: { successed: true, choose: true, user: choices } },
    )
    const outcome = await identity.loginWithWechat()
    if (outcome.kind !== 'choose') throw new Error(`expected choices, got ${outcome.kind}`)
    expect(outcome.choices).toEqual(choices)
    expect(session.getState().user).toBeNull()

    await expect(outcome.choose('b')).resolves.toMatchObject({ kind: 'signedIn', user: { id: 'b' } })
    expect(seen.map((request) => request.body)).toEqual([{ code: 'code-1' }, { code: 'code-2', userid: 'b' }])
  })

  test('an unbound identity is reported with the miniopenid for registration', async () => {
    const { identity } = setup(() => ({
      status: 400,
      data: { successed: false, errcode: 40009, errmsg: '登录失败，请先绑定微信', miniopenid: 'mo-1' },
    }))
    const outcome = await identity.loginWithWechat()
    expect(outcome).toMatchObject({ kind: 'notBound', miniopenid: 'mo-1', error: { errmsg: '登录失败，请先绑定微信' } })
  })

  test('any other failure is thrown with its errcode', async () => {
    const { identity } = setup(() => ({ status: 502, data: { successed: false, errcode: 50202, errmsg: '微信授权失败，请重试' } }))
    await expect(identity.loginWithWechat()).rejects.toMatchObject({ errcode: 50202, key: 'errors.wechatFailed' })
  })

  test('a logout code during sign-in is a failure to show, not a session to end', async () => {
    const { identity, onLogout } = setup(() => ({ status: 401, data: { successed: false, errcode: 9999, errmsg: '账号已被禁用' } }))
    await expect(identity.loginWithWechat()).rejects.toBeInstanceOf(ApiError)
    expect(onLogout).not.toHaveBeenCalled()
  })

  test('an answer that breaks the contract is refused and stores nothing', async () => {
    const { identity, session } = setup(() => ({ data: { successed: true, user: [{ token: 't' }] } }))
    await expect(identity.loginWithWechat()).rejects.toThrow()
    expect(session.getState().user).toBeNull()
  })
})

describe('account login', () => {
  test("keeps the device token a sign-in answers and sends it with the account's next sign-in", async () => {
    const { identity, seen } = setup((request) =>
      request.path === 'api/login/randomcode' ? randomCode() : { data: { successed: true, user: [aUser()], devicetoken: `device-${seen.length}` } },
    )
    await identity.loginWithPassword('Learner01', 'Secret#123')
    await identity.loginWithPassword('learner01', 'Secret#123')
    await identity.loginWithPassword('learner02', 'Secret#123')
    const logins = seen.filter((request) => request.path === 'api/login').map((request) => request.body.devicetoken)
    expect(logins).toEqual([undefined, 'device-2', undefined])
  })

  test('seals the password under a fresh one-time key for each attempt', async () => {
    const { identity, seen } = setup((request) => {
      if (request.path === 'api/login/randomcode') return randomCode()
      if (!request.body.userid) {
        const choices = ['a', 'b'].map((id) => ({ id, username: id, avatar: '', orgname: '', departmentname: '' }))
        return { data: { successed: true, choose: true, user: choices } }
      }
      return { data: { successed: true, user: [aUser()] } }
    })
    const first = await identity.loginWithPassword('learner01', 'Secret#123')
    if (first.kind !== 'choose') throw new Error('expected choices')
    await first.choose('a')

    const logins = seen.filter((request) => request.path === 'api/login')
    expect(logins).toHaveLength(2)
    expect(logins[0]?.body.randomkey).not.toBe(logins[1]?.body.randomkey)
    for (const login of logins) {
      expect(login.body.password).not.toContain('Secret')
      expect(decryptPassword(login.body.password ?? '', login.body.randomkey ?? '', KEY)).toBe('Secret#123')
    }
    expect(logins[1]?.body).toMatchObject({ account: 'learner01', userid: 'a' })
  })

  test('a 403 with changepassword asks for a password change instead of failing', async () => {
    const { identity, session } = setup((request) =>
      request.path === 'api/login/randomcode'
        ? randomCode()
        : { status: 403, data: { successed: false, errcode: 40311, errmsg: '密码已90天未修改，请修改密码', changepassword: 2, serial: 's', changdays: 90 } },
    )
    await expect(identity.loginWithPassword('learner01', 'old-pass')).resolves.toEqual({
      kind: 'changePassword',
      change: { reason: 2, days: 90, serial: 's' },
    })
    expect(session.getState().user).toBeNull()
  })

  test('a 403 without the change fields is an ordinary failure', async () => {
    const { identity } = setup((request) =>
      request.path === 'api/login/randomcode' ? randomCode() : { status: 403, data: { successed: false, errcode: 40300, errmsg: '没有访问权限' } },
    )
    await expect(identity.loginWithPassword('learner01', 'Secret#123')).rejects.toMatchObject({ errmsg: '没有访问权限' })
  })

  test("uses the captcha's key and sends the answer with it, fetching no other key", async () => {
    const { identity, seen } = setup(() => ({ data: { successed: true, user: [aUser()] } }))
    const key = { successed: true as const, randomkey: 'rk-captcha', key: KEY, expiresIn: 120, captcha: true }
    await identity.loginWithPassword('learner01', 'Secret#123', { key, randomcode: ' AB12 ' })
    expect(seen.map((request) => request.path)).toEqual(['api/login'])
    expect(seen[0]?.body).toMatchObject({ account: 'learner01', randomkey: 'rk-captcha', randomcode: 'AB12' })
    expect(decryptPassword(seen[0]?.body.password ?? '', 'rk-captcha', KEY)).toBe('Secret#123')
  })

  test('fetchLoginKey reports whether a captcha is needed', async () => {
    const { identity } = setup(() => ({ data: { successed: true, randomkey: 'rk', key: KEY, expiresIn: 120, captcha: true } }))
    await expect(identity.fetchLoginKey()).resolves.toMatchObject({ randomkey: 'rk', captcha: true })
  })

  test('wrong credentials are thrown', async () => {
    const { identity } = setup((request) =>
      request.path === 'api/login/randomcode' ? randomCode() : { status: 400, data: { successed: false, errcode: 40003, errmsg: '账号或密码错误' } },
    )
    await expect(identity.loginWithPassword('learner01', 'nope-nope')).rejects.toMatchObject({ errmsg: '账号或密码错误' })
  })
})

describe('forced password change', () => {
  test('a mobile sign-in owing a change asks for it and stores nothing', async () => {
    const { identity, session } = setup(() => ({
      data: { successed: true, user: [aUser({ needchangepwd: 1, serial: 'serial-m', changdays: 0 })] },
    }))
    await expect(identity.loginWithMobile('13800138000', '123456')).resolves.toEqual({
      kind: 'changePassword',
      change: { reason: 1, days: 0, serial: 'serial-m' },
    })
    expect(session.getState().user).toBeNull()
  })

  test('a WeChat sign-in with an expired password asks for the change with its days', async () => {
    const { identity } = setup(() => ({ data: { successed: true, user: [aUser({ needchangepwd: 2, serial: 'serial-w', changdays: 95 })] } }))
    await expect(identity.loginWithWechat()).resolves.toMatchObject({ kind: 'changePassword', change: { reason: 2, days: 95 } })
  })

  test('a flag without a serial cannot be acted on, so the user signs in', async () => {
    const { identity, session } = setup(() => ({ data: { successed: true, user: [aUser({ needchangepwd: 1, serial: '' })] } }))
    await expect(identity.loginWithMobile('13800138000', '123456')).resolves.toMatchObject({ kind: 'signedIn' })
    expect(session.getState().user).not.toBeNull()
  })

  test('seals the trimmed new password under a fresh key and answers the new user without storing it', async () => {
    const { identity, session, seen } = setup((request) =>
      request.path === 'api/login/randomcode' ? randomCode() : { data: { successed: true, user: [aUser({ token: 'after-change' })] } },
    )
    const user = await identity.changePassword('serial-1', '  Newpass@2026 ')
    expect(user.token).toBe('after-change')
    expect(session.getState().user).toBeNull()

    const [keyRequest, post] = seen
    expect(keyRequest).toMatchObject({ method: 'GET', path: 'api/login/randomcode' })
    expect(post).toMatchObject({ method: 'POST', path: 'api/forcechangepassword', body: { serial: 'serial-1' } })
    expect(decryptPassword(post?.body.password ?? '', post?.body.randomkey ?? '', KEY)).toBe('Newpass@2026')

    identity.completeSignIn(user)
    expect(session.getState().user?.token).toBe('after-change')
  })

  test('an expired serial is recognised; other refusals are not', async () => {
    const { identity } = setup((request) =>
      request.path === 'api/login/randomcode'
        ? randomCode()
        : { status: 400, data: { successed: false, errcode: 40007, errmsg: '修改密码已超时，请重新登录' } },
    )
    const failure = await identity.changePassword('gone', 'Newpass@2026').catch((error: unknown) => error)
    expect(failure).toMatchObject({ errmsg: '修改密码已超时，请重新登录' })
    expect(isSerialExpired(failure)).toBe(true)
    expect(isSerialExpired(new ApiError(40003, '账号或密码错误', 400, 'errors.wrongCredentials'))).toBe(false)
    expect(isSerialExpired(new Error('x'))).toBe(false)
  })
})

describe('SMS and registration', () => {
  test('mobile login posts mobile and code', async () => {
    const { identity, seen } = setup(() => ({ data: { successed: true, user: [aUser()] } }))
    await expect(identity.loginWithMobile('13800138000', '123456')).resolves.toMatchObject({ kind: 'signedIn' })
    expect(seen[0]).toMatchObject({ path: 'api/login/mobile', body: { mobile: '13800138000', code: '123456' } })
  })

  test('sending a code answers the resend lock the server set', async () => {
    const { identity, seen } = setup(() => ({ data: { successed: true, resendIn: 60 } }), { registrationOrgId: 'org-9' })
    await expect(identity.sendLoginCode('13800138000')).resolves.toBe(60)
    await expect(identity.sendRegistrationCode('13900139000')).resolves.toBe(60)
    expect(seen).toMatchObject([
      { method: 'GET', path: 'api/trainning/user/verifycode', query: { mobile: '13800138000' } },
      { method: 'GET', path: 'api/wechat/mini/user/register/verifycode', query: { mobile: '13900139000', orgid: 'org-9' } },
    ])
  })

  test('registration sends the form with sex 1, the miniopenid and the default organisation', async () => {
    const { identity, seen } = setup(() => ({ data: { successed: true } }), { registrationOrgId: 'org-9' })
    await identity.register({ mobile: '13800138000', code: '1234', name: '张三', workunit: '演示企业', workno: '销售', miniopenid: 'mo-1' })
    expect(seen[0]).toMatchObject({
      method: 'POST',
      path: 'api/wechat/mini/user/register',
      body: { mobile: '13800138000', code: '1234', name: '张三', workunit: '演示企业', workno: '销售', sex: '1', miniopenid: 'mo-1', orgid: 'org-9' },
    })
  })

  test('a registration the shared schema refuses is never sent', async () => {
    const { identity, seen } = setup(() => ({ data: { successed: true } }))
    await expect(identity.register({ mobile: '13800138000', code: 'abcd', name: '张三', workunit: '演示企业', workno: '销售' })).rejects.toThrow()
    expect(seen).toEqual([])
  })
})

describe('logout', () => {
  test('tells the server with the token, then clears the user', async () => {
    const { identity, session, seen } = setup(() => ({ data: { successed: true } }))
    session.getState().setUser(aUser({ token: 'live' }))
    await identity.logout()
    expect(seen[0]).toMatchObject({ method: 'POST', path: 'api/admin/system/online/logout', headers: { token: 'live' } })
    expect(seen[0]?.query).toEqual({})
    expect(session.getState().user).toBeNull()
  })

  test('ends the local session even when the server cannot be reached', async () => {
    const { identity, session } = setup(() => {
      throw new Error('offline')
    })
    session.getState().setUser(aUser())
    await identity.logout()
    expect(session.getState().user).toBeNull()
  })

  test('a forced logout during the call keeps its code for the login page', async () => {
    const { identity, session, onLogout } = setup(() => ({ status: 401, data: { successed: false, errcode: 10001, errmsg: '' } }))
    onLogout.mockImplementation((code: number) => session.getState().clear(code))
    session.getState().setUser(aUser())
    await identity.logout()
    expect(onLogout).toHaveBeenCalledWith(10001)
    expect(session.getState().logoutCode).toBe(10001)
  })
})
