import { SESSION_STORAGE_KEY, SESSION_STORE_VERSION, type StoredUser } from '@peilian/shared'

/** A complete stored user as the server's login answer carries it. */
export function aStoredUser(overrides: Partial<StoredUser> = {}): StoredUser {
  return {
    token: 'token-1',
    id: 'u1',
    name: '张三',
    username: '张三',
    avatar: '',
    sex: 1,
    orgid: 'o1',
    orgname: '演示企业',
    orgowner: 0,
    isadmin: 0,
    funcs: '',
    openai: 0,
    aillm: 0,
    voiceprint: 0,
    voiceflag: '',
    thirdparty: 0,
    simple: 0,
    needchangepwd: 0,
    levelname: '',
    userstars: 0,
    trainningtime: 0,
    departmentname: '销售部',
    terminal: 1,
    account: 'learner01',
    mobile: '13800138000',
    serial: '',
    language: 'zh-CN',
    changdays: 0,
    subfolder: '',
    pid: '',
    rolename: '',
    facegroup: '',
    adminuser: 0,
    ...overrides,
  }
}

/** WeChat storage holding a persisted session, as the session store writes it. */
export function sessionStorage(state: { user?: StoredUser | null; language?: string; logoutCode?: number | null }): Record<string, string> {
  const value = { state: { user: null, language: 'zh-CN', logoutCode: null, ...state }, version: SESSION_STORE_VERSION }
  return { [SESSION_STORAGE_KEY]: JSON.stringify(value) }
}

/** The persisted session state the app left in storage. */
export function persistedSession(storage: Map<string, string>): { user: StoredUser | null; language: string; logoutCode: number | null } {
  return (JSON.parse(storage.get(SESSION_STORAGE_KEY) ?? '{"state":{}}') as { state: ReturnType<typeof persistedSession> }).state
}
