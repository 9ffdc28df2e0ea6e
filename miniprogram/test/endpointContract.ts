import { createTranslator, ERRORS, isArrayBuffer, LANGUAGES, type Endpoint, type ErrorKey } from '@peilian/shared'
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints'

/**
 * The simulator's servers answer as the real one would: every answer a test's router gives is held
 * against the shared endpoint table — the call must be one of its learner calls, a success must parse
 * with the call's response schema (a download's must be bytes), and a refusal must carry a catalogued
 * errcode with its HTTP status and, where the message has no parameters, that error's message in one
 * of the languages (a 5xx without the envelope, a proxy's, is let through). A fake
 * server that drifts from the real one (40310 where the server sends 40311) fails its test.
 */

/** What the check reads of a request and of a fake server's answer (the harness's `HarnessRequest` and `RouterAnswer`). */
interface Request {
  method: string
  path: string
}
interface Answer {
  status?: number
  data: unknown
}

interface Route {
  method: string
  pattern: RegExp
  name: string
  /** A download: a success is the file's bytes, which the client reads into the response schema's file. */
  binary: boolean
  response: { safeParse(data: unknown): { success: boolean; error?: { issues: unknown[] } } }
}

const ROUTES: Route[] = Object.entries(LEARNER_ENDPOINTS).flatMap(([group, calls]) =>
  Object.entries(calls).map(([name, call]) => ({
    method: call.method,
    pattern: new RegExp(`^${call.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
    name: `${group}.${name}`,
    binary: (call as Endpoint).binary === true,
    response: call.response,
  })),
)

const translators = LANGUAGES.map(createTranslator)

/** What is wrong with the answer a fake server gave (empty when it is what the real server could answer). */
export function contractProblems(request: Request, answer: Answer): string[] {
  const call = `${request.method} ${request.path}`
  const route = ROUTES.find((candidate) => candidate.method === request.method && candidate.pattern.test(request.path))
  if (!route) return [`${call}: not a call of the learner endpoint table`]
  const status = answer.status ?? 200
  if (status < 400 && route.binary) return isArrayBuffer(answer.data) ? [] : [`${call} (${route.name}): a download answered no bytes`]
  if (status < 400) {
    const parsed = route.response.safeParse(answer.data)
    return parsed.success ? [] : [`${call} (${route.name}): the answer does not parse: ${JSON.stringify(parsed.error?.issues)}`]
  }
  const { errcode, errmsg } = (answer.data ?? {}) as { errcode?: unknown; errmsg?: unknown }
  // A server error without the envelope is what a proxy in front of the server answers: no contract to hold.
  if (status >= 500 && errcode === undefined) return []
  const keys = (Object.keys(ERRORS) as ErrorKey[]).filter((key) => ERRORS[key].errcode === errcode)
  if (keys.length === 0) return [`${call}: refused with errcode ${String(errcode)}, which no error of the catalogue has`]
  const named = keys.filter((key) => ERRORS[key].status === status)
  if (named.length === 0) return [`${call}: errcode ${String(errcode)} (${keys.join(', ')}) is never HTTP ${status}`]
  const messages = named.flatMap((key) => translators.map((t) => t(key)))
  const fixed = messages.every((message) => !/\{\w+\}/.test(message))
  if (fixed && typeof errmsg === 'string' && !messages.includes(errmsg)) {
    return [`${call}: errcode ${String(errcode)} (${named.join(', ')}) says "${messages[0] ?? ''}", not "${errmsg}"`]
  }
  return []
}
