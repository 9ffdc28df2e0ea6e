import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { aStoredUser, sessionStorage } from './factories'
import { mediaServer, type KeyedQuestion } from './mediaServer'
import { aMedia } from './trainingFixtures'
import { launchWeapp, requireBuiltDist, waitFor, type Router, type Weapp } from './weappHarness'

let weapp: Weapp | undefined

beforeAll(requireBuiltDist)

afterEach(() => {
  weapp?.close()
  weapp = undefined
  vi.useRealTimers()
})

const TASK = { type: 5, title: '观看操作视频', allowseek: 1 }
const lesson = aMedia({ id: 'v1', name: '开户操作演示', kind: 'video', format: 'mp4', duration: 300, required: 120 })
const question: KeyedQuestion = {
  n: 1,
  at: 30,
  type: 0,
  text: '开户需要哪种证件？',
  choices: [
    { id: 'a', content: '身份证' },
    { id: 'b', content: '学生证' },
  ],
  key: ['a'],
}
const at = (currentTime: number) => ({ currentTime, duration: 300 })
const launch = (router: Router) => (weapp = launchWeapp({ storage: sessionStorage({ user: aStoredUser({ id: 'u1' }) }), router }))

describe('questions inside a video', () => {
  test('the video pauses at its question, holds a seek past it, and plays on once the learner answered', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const server = mediaServer([lesson], TASK, {}, { v1: [question] })
    const app = launch(server.router)
    const page = await app.renderPage('pages/task/video', { id: 'c1' })
    await waitFor(() => page.has('video') && app.requests.some((request) => request.path.endsWith('/v1/questions')), 'the player and its questions')
    await page.dispatch('video', 'play')
    await page.dispatch('video', 'timeupdate', at(20))
    expect(page.has('media-question')).toBe(false)

    await page.dispatch('video', 'timeupdate', at(30.2))
    await waitFor(() => page.has('media-question'), 'the question')
    expect(app.videoControls.at(-1)).toEqual({ id: 'video', action: 'pause' })
    expect(page.text()).toContain('开户需要哪种证件？')
    await page.dispatch('video', 'seekcomplete', { position: 200 })
    expect(app.videoSeeks.at(-1)).toEqual({ id: 'video', position: 30 })

    await page.tap('question-option-0')
    await page.tap('question-submit')
    await page.waitForText('回答正确')
    expect(server.answers()).toEqual([{ mediaId: 'v1', n: 1, choices: ['a'] }])
    await page.tap('question-continue')
    await waitFor(() => !page.has('media-question'), 'the question closed')
    expect(app.videoControls.at(-1)).toEqual({ id: 'video', action: 'play' })
    await page.dispatch('video', 'timeupdate', at(60))
    expect(page.has('media-question')).toBe(false)
  })
})

describe('file preview page', () => {
  const ID = '0b6f3c1e-2d4a-4c8b-9e1f-3a5b7c9d1e2f'

  test('opens a keyed PDF in the document viewer and shows a public image fitted', async () => {
    const app = launch(() => undefined)
    await app.renderPage('pages/previewfile/index', { fileurl: encodeURIComponent(`/api/media/${ID}/preview?key=k1`) })
    await waitFor(() => app.documents.length > 0, 'the document viewer')
    expect(app.downloads).toEqual([`http://localhost:3000/api/media/${ID}/preview?key=k1`])
    expect(app.documents).toEqual([{ filePath: 'wxfile://tmp/download-1', fileType: 'pdf' }])

    const image = await app.renderPage('pages/previewfile/index', { fileurl: '/files/builtin/images/cover.png' })
    await waitFor(() => image.has('preview-image'), 'the image')
    expect(image.attribute('preview-image', 'src')).toBe('http://localhost:3000/files/builtin/images/cover.png')
    expect(image.attribute('preview-image', 'mode')).toBe('aspectFit')
  })

  test('refuses an address that is not the server’s own', async () => {
    const app = launch(() => undefined)
    const page = await app.renderPage('pages/previewfile/index', { fileurl: encodeURIComponent('https://evil.example.com/a.pdf') })
    await page.waitForText('该地址不能预览：只能预览本平台的文件')
    expect(app.downloads).toEqual([])
  })
})
