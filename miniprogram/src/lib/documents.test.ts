// @vitest-environment node
import { describe, expect, test, vi } from 'vitest'

vi.mock('@tarojs/taro', () => ({ default: {} }))
const { documentSource } = await import('./documents')

const media = (format: string, preview: { previewurl?: string; previewstatus?: string } = {}) => ({
  format,
  url: '/api/media/m1/content?key=k',
  previewurl: '',
  previewstatus: 'native',
  ...preview,
})

describe('documentSource', () => {
  test('pdf and Office files open as they are', () => {
    expect(documentSource(media('pdf'))).toEqual({ kind: 'open', url: '/api/media/m1/content?key=k', fileType: 'pdf' })
    expect(documentSource(media('PPTX'))).toEqual({ kind: 'open', url: '/api/media/m1/content?key=k', fileType: 'pptx' })
  })

  test('other formats open their PDF rendition', () => {
    expect(documentSource(media('wps', { previewurl: '/api/media/m1/preview?key=k', previewstatus: 'ready' }))).toEqual({
      kind: 'open',
      url: '/api/media/m1/preview?key=k',
      fileType: 'pdf',
    })
  })

  test('without a rendition, says whether one is on its way', () => {
    expect(documentSource(media('wps', { previewstatus: 'pending' }))).toEqual({ kind: 'none', reason: 'pending' })
    expect(documentSource(media('wps', { previewstatus: 'unavailable' }))).toEqual({ kind: 'none', reason: 'unavailable' })
    expect(documentSource({ ...media('pdf'), url: '' })).toEqual({ kind: 'none', reason: 'unavailable' })
  })
})
