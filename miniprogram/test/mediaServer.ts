import {
  EMPTY_MEDIA_STATE,
  answerIsRight,
  creditViewing,
  type LearnerMediaQuestion,
  type MediaProgress,
  type MediaState,
  type MediaTaskResponse,
} from '@peilian/shared'
import { aMediaItem, aMediaTask, aReportAnswer } from './trainingFixtures'
import { OFFLINE, type HarnessRequest, type Router } from './weappHarness'

export interface MediaServer {
  router: Router
  /** Every PUT body, in order. */
  reports(): { position: number; seconds: number; finish: number }[]
  /** The learner's progress on a media as the server holds it. */
  state(mediaId: string): MediaState
  /** While true every request fails as without a connection. */
  offline: boolean
  /** Every answer sent, in order. */
  answers(): { mediaId: string; n: number; choices: string[] }[]
}

/** A question inside a media with its answer key (the fake server's; a learner never gets `key` before answering). */
export type KeyedQuestion = Omit<LearnerMediaQuestion, 'answered' | 'chosen' | 'right' | 'correct'> & { key: string[] }

/**
 * The mediatask calls of one file/video child task, answered with the rules the real server runs:
 * opening a media starts its clock, and each report is credited by shared `creditViewing` against
 * the (test-controlled) clock, refusing positions past what was watched when seeking is not allowed
 * and "finish" before the required time.
 */
export function mediaServer(
  media: MediaProgress[],
  task: Partial<MediaTaskResponse['task']> = {},
  viewing: { previewurl?: string; previewstatus?: string } = {},
  questions: Record<string, KeyedQuestion[]> = {},
): MediaServer {
  const childId = task.id ?? 'c1'
  const states = new Map<string, MediaState>(
    media.map((item) => [
      item.id,
      { ...EMPTY_MEDIA_STATE, credited: item.credited, furthest: item.furthest, position: item.position, done: item.done as 0 | 1 },
    ]),
  )
  const bodies: { position: number; seconds: number; finish: number }[] = []
  const base = `api/trainning/v3/mediatask/${childId}`
  const current = (item: MediaProgress): MediaProgress => {
    const state = states.get(item.id) ?? EMPTY_MEDIA_STATE
    return { ...item, credited: Math.floor(state.credited), furthest: state.furthest, position: state.position, done: state.done }
  }
  const listing = () => aMediaTask(media.map(current), { id: childId, ...task })

  function report(request: HarnessRequest, item: MediaProgress) {
    const body = { position: Number(request.body.position), seconds: Number(request.body.seconds), finish: Number(request.body.finish) }
    bodies.push(body)
    const result = creditViewing({
      state: states.get(item.id) ?? EMPTY_MEDIA_STATE,
      report: body,
      now: Date.now(),
      required: item.required,
      allowSeek: (task.allowseek ?? 1) === 1,
      duration: item.kind === 'video' ? item.duration : 0,
    })
    if (body.finish === 1 && result.state.done !== 1) {
      return { status: 400, data: { successed: false, errcode: 40050, errmsg: '观看时长未达到要求' } }
    }
    states.set(item.id, result.state)
    const answer = current(item)
    return { data: aReportAnswer(answer, { accepted: result.accepted, seekrefused: result.seekRefused ? 1 : 0, taskstatus: answer.done ? 2 : 1 }) }
  }

  const sent: { mediaId: string; n: number; choices: string[] }[] = []
  const shown = (mediaId: string, question: KeyedQuestion): LearnerMediaQuestion => {
    const { key, ...rest } = question
    const answer = sent.find((entry) => entry.mediaId === mediaId && entry.n === question.n)
    if (!answer) return { ...rest, answered: 0, chosen: [], right: 0, correct: [] }
    return { ...rest, answered: 1, chosen: answer.choices, right: answerIsRight(answer.choices, key) ? 1 : 0, correct: key }
  }
  /** The questions calls, as the real server answers them (docs/training.md "Questions inside a video or file"). */
  function questionCall(request: HarnessRequest) {
    for (const item of media) {
      const list = questions[item.id] ?? []
      if (request.method === 'GET' && request.path === `${base}/${item.id}/questions`) {
        return { data: { successed: true, questions: list.map((question) => shown(item.id, question)) } }
      }
      const question = list.find((entry) => request.method === 'PUT' && request.path === `${base}/${item.id}/${entry.n}`)
      if (question) {
        const choices = (request.body.choices as string[] | undefined) ?? []
        if (!sent.some((entry) => entry.mediaId === item.id && entry.n === question.n)) sent.push({ mediaId: item.id, n: question.n, choices })
        const answer = current(item)
        return { data: { successed: true, question: shown(item.id, question), media: answer, taskstatus: answer.done ? 2 : 1, packagecompleted: 0 } }
      }
    }
    return undefined
  }

  const server: MediaServer = {
    offline: false,
    answers: () => sent,
    reports: () => bodies,
    state: (mediaId) => states.get(mediaId) ?? EMPTY_MEDIA_STATE,
    router(request) {
      if (server.offline) return OFFLINE
      if (request.path === base && request.method === 'GET') return { data: listing() }
      const asked = questionCall(request)
      if (asked) return asked
      const item = media.find((candidate) => request.path === `${base}/${candidate.id}`)
      if (!item) return undefined
      if (request.method === 'PUT') return report(request, item)
      const state = states.get(item.id) ?? EMPTY_MEDIA_STATE
      states.set(item.id, { ...state, lastAt: Math.max(Date.now(), state.lastAt ?? 0) })
      return { data: aMediaItem(listing(), current(item), viewing) }
    },
  }
  return server
}
