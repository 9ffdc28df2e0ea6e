import { describe, expect, it } from 'vitest'
import { bindEndpoints, createApiClient } from '@peilian/shared'
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints'
import { createWatermarkSource } from './watermark'

/** The table's `waterConfig` over a fake server answering in turn; an Error is a network failure. */
function fakeApi(answers: unknown[]) {
  const paths: string[] = []
  const client = createApiClient({
    transport: (request) => {
      paths.push(request.url.replace('http://server.test/', ''))
      const answer = answers.shift()
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve({ status: 200, data: answer })
    },
    baseUrl: 'http://server.test',
    client: { browser: 'WeChat', os: 'iOS', from: 'mini' },
    getToken: () => 't',
  })
  const { session } = bindEndpoints(client, LEARNER_ENDPOINTS)
  return { paths, load: () => session.waterConfig() }
}

const on = { successed: true, waterconfig: { waterprint: 1, watertext: '内部资料' } }

describe('watermark setting', () => {
  it('is fetched once per session token', async () => {
    const api = fakeApi([on, { successed: true, waterconfig: { waterprint: 0, watertext: '' } }])
    const source = createWatermarkSource(api.load)
    expect(await source.config('t1')).toEqual({ waterprint: 1, watertext: '内部资料' })
    expect(await source.config('t1')).toEqual({ waterprint: 1, watertext: '内部资料' })
    expect(await source.config('t2')).toEqual({ waterprint: 0, watertext: '' })
    expect(api.paths).toEqual(['api/common/setting/waterconfig', 'api/common/setting/waterconfig'])
  })

  it('gives null for a failure or a malformed answer, and asks again next time', async () => {
    const api = fakeApi([new Error('offline'), { successed: true, waterconfig: { waterprint: 3 } }, on])
    const source = createWatermarkSource(api.load)
    expect(await source.config('t1')).toBeNull()
    expect(await source.config('t1')).toBeNull()
    expect(await source.config('t1')).toEqual({ waterprint: 1, watertext: '内部资料' })
    expect(api.paths).toHaveLength(3)
  })
})
