// @vitest-environment node
import { describe, expect, test } from 'vitest'
import { bindEndpoints, createApiClient, type TransportRequest } from '@peilian/shared'
import { LEARNER_ENDPOINTS } from '@peilian/shared/endpoints'
import { createMediaApi, createTrainingApi } from './trainingApi'

const reportAnswer = {
  successed: true,
  media: {
    id: 'm 1',
    name: '',
    kind: 'video',
    format: 'mp4',
    size: 0,
    cover: '',
    duration: 0,
    pages: 0,
    viewcount: 0,
    required: 60,
    credited: 5,
    furthest: 5,
    position: 5,
    done: 0,
  },
  accepted: 5,
  seekrefused: 0,
  taskstatus: 1,
  packagecompleted: 0,
}

function setup(data: unknown) {
  const seen: TransportRequest[] = []
  const api = createApiClient({
    transport: async (request) => {
      seen.push(request)
      return { status: 200, data }
    },
    baseUrl: 'http://server.test',
    client: { browser: 'WeChat', os: 'iOS', from: 'mini' },
    getToken: () => 't',
  })
  const { training } = bindEndpoints(api, LEARNER_ENDPOINTS)
  return { seen, training: createTrainingApi(training), media: createMediaApi(training, () => 1_700_000_000_000) }
}

describe('training api', () => {
  test('progress goes as JSON to the mediatask path, ids escaped', async () => {
    const { seen, training } = setup(reportAnswer)
    await training.report('c/1', 'm 1', { position: 5.5, seconds: 5 })
    expect(seen[0]).toMatchObject({
      method: 'PUT',
      url: 'http://server.test/api/trainning/v3/mediatask/c%2F1/m%201',
      headers: { 'Content-Type': 'application/json' },
    })
    expect(JSON.parse(seen[0]?.body ?? '')).toEqual({ position: 5.5, seconds: 5, finish: 0 })
  })

  test('a report the server would refuse is stopped before it is sent', async () => {
    const { seen, training } = setup(reportAnswer)
    await expect(training.report('c1', 'm1', { position: -1, seconds: 5 })).rejects.toMatchObject({ name: 'ZodError' })
    expect(seen).toEqual([])
  })

  test('an answer that is not the contract is refused', async () => {
    const { training } = setup({ successed: true, banners: [] })
    await expect(training.centre()).rejects.toMatchObject({ name: 'ZodError' })
  })

  test('the viewing key names the media and the phone clock', async () => {
    const { seen, media } = setup({ successed: true, key: 'k', expires: 1, contenturl: '/c', previewurl: '', format: 'mp4', previewstatus: 'native' })
    await media.viewKey('m1')
    expect(seen[0]?.url).toBe('http://server.test/api/trainning/v3/media/viewkey?fileid=m1&time=1700000000000')
  })
})
