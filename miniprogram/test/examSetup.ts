import { expect } from 'vitest'
import { callApi } from './realServer'

export { userIdOf } from '@peilian/server/testing'

/** An exam for the mini-program's exam page, made through the real admin API: questions, a published paper, a package. */

type Choice = { id: string; content: string; iscorrect: number }

const choices = (correct: string[], ...texts: string[]): Choice[] =>
  texts.map((content, index) => {
    const id = String.fromCharCode(65 + index)
    return { id, content, iscorrect: correct.includes(id) ? 1 : 0 }
  })

async function question(base: string, token: string, body: Record<string, unknown>): Promise<string> {
  const created = await callApi<{ question: { id: string } }>(base, 'POST', 'api/admin/study/question', { token, body: { level: 2, score: 10, promotion: '', ...body } })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  return created.body.question.id
}

export interface PublishedExam {
  packageId: string
  childId: string
}

/**
 * Four questions worth 25 each — single (A right), multiple (A and C right), true/false (A right),
 * fill (北京, 上海) — in a published paper (30 minutes, submission after `limitMinute`, pass 60), as
 * the only child task of a published package for one learner, open from `opensInMs` (default: a
 * minute ago) for a day.
 */
export async function publishedExam(base: string, token: string, learnerId: string, title: string, { limitMinute = 0, opensInMs = -60_000 } = {}): Promise<PublishedExam> {
  const ids = [
    await question(base, token, { type: 0, text: `${title}：单选`, choices: choices(['A'], '先认同客户', '马上降价') }),
    await question(base, token, { type: 1, text: `${title}：多选`, choices: choices(['A', 'C'], '复述', '打断', '提问') }),
    await question(base, token, { type: 2, text: `${title}：判断`, choices: choices(['A'], '正确', '错误') }),
    await question(base, token, { type: 3, text: `${title}：填空`, choices: [], answer: '北京,上海' }),
  ]
  const paper = await callApi<{ paper: { id: string } }>(base, 'POST', 'api/admin/study/paper', {
    token,
    body: { title, minute: 30, limitMinute, score: 60, questions: ids.map((id) => ({ id, score: 25 })) },
  })
  expect(paper.status, JSON.stringify(paper.body)).toBe(200)
  const published = await callApi(base, 'POST', `api/admin/study/paper/${paper.body.paper.id}/status`, { token, body: { status: 1 } })
  expect(published.status, JSON.stringify(published.body)).toBe(200)

  const starttime = Date.now() + opensInMs
  const endtime = Date.now() + 24 * 60 * 60 * 1000
  const created = await callApi<{ package: { id: string } }>(base, 'POST', 'api/admin/task/package', {
    token,
    body: { tasktype: 2, title, passscore: 60, sort: 0, starttime: Date.now() - 60_000, endtime, range: { users: [learnerId] } },
  })
  expect(created.status, JSON.stringify(created.body)).toBe(200)
  const packageId = created.body.package.id
  const child = await callApi<{ child: { id: string } }>(base, 'POST', `api/admin/task/package/${packageId}/child`, {
    token,
    body: { type: 2, title, weight: 100, sort: 0, required: 1, starttime, endtime, refs: [{ refid: paper.body.paper.id }], settings: { retry: 1, review: 2 } },
  })
  expect(child.status, JSON.stringify(child.body)).toBe(200)
  const publishedPackage = await callApi(base, 'POST', `api/admin/task/package/${packageId}/publish`, { token, body: { mode: 'now' } })
  expect(publishedPackage.status, JSON.stringify(publishedPackage.body)).toBe(200)
  return { packageId, childId: child.body.child.id }
}
