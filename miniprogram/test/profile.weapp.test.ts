import { createTranslator, formatHms, mineResponseSchema, type MineResponse, type StoredUser } from '@peilian/shared'
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { persistedSession, sessionStorage } from './factories'
import { bridgeTo, callApi, signIn, startRealServer, type RealServer } from './realServer'
import { bridgeUploadsTo, chooseAvatar, type UploadBridge } from './uploadShims'
import { launchWeapp, requireBuiltDist, waitFor, type RenderedPage, type Weapp } from './weappHarness'

// The personal centre's profile and avatar against the real server process: what the server holds
// for the learner, shown as the PWA shows it; an avatar chosen through WeChat's picker, uploaded
// as multipart, saved as the learner's own and kept in the stored user; the refusals worded as the
// PWA words them.

const MINE = 'api/trainning/v3/mine'
/** A valid 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64')
const zh = createTranslator('zh-CN')

let server: RealServer
let learner: StoredUser
let weapp: Weapp | undefined

beforeAll(async () => {
  requireBuiltDist()
  server = await startRealServer()
  learner = await signIn(server.url, 'learner01')
}, 120_000)

afterAll(async () => {
  await server?.stop()
})

afterEach(() => {
  weapp?.close()
  weapp = undefined
})

const profileNow = async (): Promise<MineResponse['user']> =>
  mineResponseSchema.parse((await callApi(server.url, 'GET', MINE, { token: learner.token })).body).user

/** The personal centre with the learner signed in, requests and uploads going to the real server. */
async function openMine({ privacy }: { privacy?: 'agreed' | 'ask' } = {}) {
  let uploads: UploadBridge | undefined
  const app = (weapp = launchWeapp({ storage: sessionStorage({ user: learner }), privacy, beforeLaunch: () => (uploads = bridgeUploadsTo(server)) }))
  bridgeTo(server)
  const page: RenderedPage = await app.renderPage('pages/mine/index')
  return { app, page, uploads: uploads! }
}

describe('the personal centre profile', () => {
  test('shows what the server holds for the learner, line by line as the PWA does', { timeout: 30_000 }, async () => {
    const profile = await profileNow()
    const { page } = await openMine()
    await waitFor(() => page.has('mine-position'), 'the profile from the server', 15_000)

    expect(page.textOf('mine-name')).toBe(profile.name)
    expect(page.textOf('mine-org')).toBe(`${learner.orgname} · ${profile.departmentname}`)
    expect(page.textOf('mine-learning-time')).toBe(formatHms(profile.learningseconds))
    expect(page.textOf('mine-account')).toBe(profile.account)
    expect(page.textOf('mine-position')).toBe(profile.positionname)
    expect(page.textOf('mine-role')).toBe(profile.rolename)
    expect(page.textOf('mine-level')).toBe(profile.levelname)
    expect(page.textOf('mine-experience')).toBe(
      profile.nextlevelexperience > 0
        ? `${profile.experience} · 距下一等级还需 ${profile.nextlevelexperience - profile.experience}`
        : String(profile.experience),
    )
    expect(page.textOf('mine-stars')).toBe(`★ ${profile.stars}`)
    expect(page.textOf('mine-completed')).toBe(String(profile.completedpackages))
    expect(page.has('ranking-entry')).toBe(true)
    expect(page.has('logout')).toBe(true)
  })

  test("offline, shows the stored user's summary and leaves out what only the server knows", async () => {
    const app = (weapp = launchWeapp({ storage: sessionStorage({ user: learner }) }))
    bridgeTo(server).network = ({ path }) => (path === MINE ? 'offline' : 'online')
    const page = await app.renderPage('pages/mine/index')
    await waitFor(() => page.has('mine-name'), 'the summary')
    expect(page.textOf('mine-name')).toBe(learner.name)
    expect(page.textOf('mine-level')).toBe(learner.levelname)
    expect(page.textOf('mine-learning-time')).toBe(formatHms(learner.trainningtime))
    expect(page.has('mine-position')).toBe(false)
    expect(page.has('mine-completed')).toBe(false)
  })

  test('opens the ranking', async () => {
    const { app, page } = await openMine()
    await page.tap('ranking-entry')
    await waitFor(() => app.navigations.length > 0, 'the navigation')
    expect(app.navigations).toEqual([{ api: 'navigateTo', url: '/pages/ranking/index' }])
  })
})

describe("the personal centre's avatar", () => {
  test("uploads the image WeChat's picker gave, saves it on the server and in the stored user", { timeout: 60_000 }, async () => {
    const { app, page, uploads } = await openMine()
    await waitFor(() => page.has('mine-position'), 'the profile', 15_000)
    await chooseAvatar(page, uploads, 'mine-avatar', PNG)
    await waitFor(
      () => app.toasts.includes('头像已更新'),
      () => `the saved notice (toasts: ${app.toasts.join(', ')})`,
      15_000,
    )

    expect(uploads.uploads).toMatchObject([{ path: 'api/file/upload', filetype: 'avatar', header: { token: learner.token }, bytes: PNG.length, status: 200 }])
    const saved = (await profileNow()).avatar
    expect(saved).toMatch(new RegExp(`^/files/${learner.orgid}/avatar/\\d{8}/[A-Za-z0-9_-]+\\.png$`))
    expect(Buffer.from(await (await fetch(`${server.url}${saved}`)).arrayBuffer()).equals(PNG)).toBe(true)
    expect(persistedSession(app.storage).user?.avatar).toBe(saved)
    await waitFor(() => String(page.attribute('mine-avatar-image', 'src')).endsWith(saved), 'the new avatar on the page')
  })

  test('the avatar picker asks for the privacy guide first: declined, nothing is uploaded; agreed, the picked image is', { timeout: 60_000 }, async () => {
    const { app, page, uploads } = await openMine({ privacy: 'ask' })
    await waitFor(() => page.has('mine-position'), 'the profile', 15_000)
    expect(page.has('privacy-popup')).toBe(false)

    await chooseAvatar(page, uploads, 'mine-avatar', PNG)
    await waitFor(() => page.has('privacy-popup'), 'the privacy prompt')
    await page.tap('privacy-contract')
    expect(app.privacyContractsOpened).toBe(1)
    await page.tap('privacy-disagree')
    // The answer closes the prompt through the store and a render: waited for, not assumed within the tap's pause.
    await waitFor(() => !page.has('privacy-popup'), 'the prompt closed')
    expect(uploads.uploads).toEqual([])

    await chooseAvatar(page, uploads, 'mine-avatar', PNG)
    await waitFor(() => page.has('privacy-popup'), 'the privacy prompt again')
    await page.dispatch('privacy-agree', 'agreeprivacyauthorization')
    await waitFor(
      () => app.toasts.includes('头像已更新'),
      () => `the saved notice (toasts: ${app.toasts.join(', ')})`,
      15_000,
    )
    expect(page.has('privacy-popup')).toBe(false)
    expect(uploads.uploads).toMatchObject([{ path: 'api/file/upload', filetype: 'avatar', status: 200 }])
    expect(app.refusals).toEqual([])
  })

  test('says why the server refused the image, and that the upload failed offline; the avatar stays', { timeout: 60_000 }, async () => {
    const before = (await profileNow()).avatar
    const { app, page, uploads } = await openMine()
    await chooseAvatar(page, uploads, 'mine-avatar', Buffer.from('not an image at all'))
    await waitFor(() => app.toasts.length > 0, 'the refusal', 15_000)
    // The server's own words (errmsg), as the PWA shows them.
    expect(app.toasts).toEqual([`输入有误：${zh('register.imageFormat')}`])

    uploads.online = () => false
    await chooseAvatar(page, uploads, 'mine-avatar', PNG)
    await waitFor(() => app.toasts.length > 1, 'the network failure', 15_000)
    expect(app.toasts[1]).toBe('上传失败，请检查网络')
    expect(uploads.uploads.map((upload) => upload.status)).toEqual([400, 'offline'])
    expect((await profileNow()).avatar).toBe(before)
    expect(persistedSession(app.storage).user?.avatar).toBe(learner.avatar)
  })
})
