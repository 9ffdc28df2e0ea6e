import { createTranslator, searchHistoryKey, type KnowledgeHit } from '@peilian/shared'
import { aHit } from '@peilian/shared/testing'
import { afterEach, beforeAll, describe, expect, test } from 'vitest'
import { aStoredUser, sessionStorage } from './factories'
import { launchWeapp, requireBuiltDist, waitFor, type HarnessRequest, type Router, type Weapp } from './weappHarness'

// The dealer organisations' assistant in the mini-program (docs/assistant.md "The learner's
// assistant"): the personal centre's entry, 智能知识 with numbered citations and the search page
// with its history (a subpackage), on the shared chat and search stores the PWA binds. The fake
// server answers through the endpoint table's contract (weappHarness checks every answer).

const zhCN = createTranslator('zh-CN')
const dealer = aStoredUser({ id: 'u1', dealer: 1 })
const MANUAL: KnowledgeHit[] = [
  aHit({ chunkId: 'c1', snippet: '车辆保养周期为每5000公里一次。', page: 3 }),
  aHit({ chunkId: 'c2', snippet: '保养时请携带保养手册。', page: 4 }),
]
let weapp: Weapp | undefined

beforeAll(requireBuiltDist)
afterEach(() => {
  weapp?.close()
  weapp = undefined
})

/** The knowledge base's two calls: an answer citing the manual's first passage, and a search over it. */
function knowledgeServer(state: { asked: unknown[]; disabled?: boolean }): Router {
  return (request: HarnessRequest) => {
    if (request.method === 'POST' && request.path === 'api/trainning/knowledge/ask') {
      state.asked.push(request.body)
      if (state.disabled) return { status: 403, data: { successed: false, errcode: 40340, errmsg: zhCN('errors.assistant.disabled') } }
      const question = String((request.body as { question?: unknown }).question)
      if (question.includes('火星')) return { data: { successed: true, answered: false, answer: '文档中没有相关内容。', citations: [] } }
      const [first] = MANUAL
      return {
        data: {
          successed: true,
          answered: true,
          answer: '每5000公里保养一次[1]。',
          citations: [
            { n: 1, documentId: first!.documentId, documentName: first!.documentName, chunkId: first!.chunkId, text: first!.snippet, page: first!.page },
          ],
        },
      }
    }
    if (request.method === 'GET' && request.path === 'api/trainning/knowledge/search') {
      const text = String(request.query.text)
      const rows = MANUAL.filter((hit) => hit.snippet.includes(text))
      return { data: { successed: true, rows, total: rows.length } }
    }
    return undefined
  }
}

function launch(user = dealer, state: { asked: unknown[]; disabled?: boolean } = { asked: [] }, stored: Record<string, string> = {}) {
  return (weapp = launchWeapp({ storage: { ...sessionStorage({ user }), ...stored }, router: knowledgeServer(state) }))
}

describe("the personal centre's assistant entry", () => {
  test('is offered to a dealer organisation’s learner and opens 智能知识 in its subpackage', async () => {
    const app = launch()
    const page = await app.renderPage('pages/mine/index')
    await page.waitForText('智能知识与搜索')
    await page.tap('assistant-entry')
    expect(app.navigations.at(-1)).toEqual({ api: 'navigateTo', url: '/pages/assistant/index' })
  })

  test('is not offered to anyone else', async () => {
    const app = launch(aStoredUser({ id: 'u2' }))
    const page = await app.renderPage('pages/mine/index')
    await page.waitForText(zhCN('checkin.entry'))
    expect(page.has('assistant-entry')).toBe(false)
  })
})

describe('智能知识', () => {
  test('asks, shows the answer whose citation opens the passage with document and page, and the not-found state', async () => {
    const state = { asked: [] as unknown[] }
    const app = launch(dealer, state)
    const page = await app.renderPage('pages/assistant/index')
    await page.tap('chat-send')
    expect(page.textOf('chat-invalid')).toBe('请输入您的问题')
    await page.input('chat-input', '保养周期是多少？')
    await page.tap('chat-send')
    await waitFor(() => page.has('chat-answer-1'), 'the answer')
    expect(page.attribute('chat-cite-1-1', 'aria-label')).toBe('查看引用1：产品手册.pdf')
    expect(page.has('chat-passage-1')).toBe(false)
    await page.tap('chat-cite-1-1')
    expect(page.textOf('chat-passage-1')).toContain('产品手册.pdf · 第3页')
    expect(page.textOf('chat-passage-1')).toContain('车辆保养周期为每5000公里一次。')

    await page.input('chat-input', '火星上能保养吗？')
    await page.tap('chat-send')
    await waitFor(() => page.has('chat-not-found-2'), 'the not-found answer')
    expect(page.textOf('chat-not-found-2')).toContain('文档中未找到相关内容')
    // The earlier turn goes with the follow-up question.
    expect(state.asked[1]).toMatchObject({ question: '火星上能保养吗？', history: [{ role: 'user', text: '保养周期是多少？' }, { role: 'assistant' }] })
  })

  test('says when the assistant is not enabled, keeping the question to retry', async () => {
    const app = launch(dealer, { asked: [], disabled: true })
    const page = await app.renderPage('pages/assistant/index')
    await page.input('chat-input', '保养周期是多少？')
    await page.tap('chat-send')
    await waitFor(() => page.has('chat-blocked'), 'the disabled state')
    expect(page.textOf('chat-blocked')).toBe(zhCN('errors.assistant.disabled'))
    expect(page.has('chat-retry-1')).toBe(true)
    expect(page.has('chat-input')).toBe(false)
  })
})

describe('the knowledge search', () => {
  test('requires the text, lists the passages with their document, and keeps the last searches, a repeated one on top', async () => {
    const app = launch(dealer, { asked: [] }, { [searchHistoryKey('u1')]: JSON.stringify(['试驾']) })
    const page = await app.renderPage('pages/assistant/search')
    await page.waitForText('试驾')
    await page.tap('search-submit')
    expect(page.textOf('search-invalid')).toBe('请输入搜索内容')
    await page.input('search-input', '保养')
    await page.tap('search-submit')
    await waitFor(() => page.has('search-total'), 'the results')
    expect(page.textOf('search-total')).toBe('共2条结果')
    expect(page.textOf('search-hit-c1')).toContain('产品手册.pdf · 第3页')
    expect(JSON.parse(app.storage.get(searchHistoryKey('u1'))!)).toEqual(['保养', '试驾'])

    await page.tap('search-history-1')
    await waitFor(() => page.textOf('search-history-0') === '试驾', 'the repeated search on top')
    expect(page.attribute('search-history-1', 'aria-label')).toBe('再次搜索“保养”')
    expect(page.textOf('search-total')).toBe('共0条结果')

    await page.tap('search-history-clear')
    await waitFor(() => !page.has('search-history-0'), 'the history cleared')
    expect(app.storage.has(searchHistoryKey('u1'))).toBe(false)
  })
})
