import Taro from '@tarojs/taro'

/** Formats WeChat's document viewer opens (`wx.openDocument`); wps and the rest need the PDF rendition. */
export const OPENABLE_DOCUMENT_TYPES = ['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'pdf'] as const
export type OpenableDocumentType = (typeof OPENABLE_DOCUMENT_TYPES)[number]

export function isOpenableDocumentType(format: string): format is OpenableDocumentType {
  return (OPENABLE_DOCUMENT_TYPES as readonly string[]).includes(format)
}

/**
 * Downloads a document to a temporary file and opens it in WeChat's document viewer, which covers
 * the page (the page is hidden until the learner comes back). The URL's host must be a
 * "downloadFile" domain of the mini-program. Rejects when the download or the viewer fails.
 */
export async function downloadAndOpenDocument(url: string, fileType: OpenableDocumentType): Promise<void> {
  const download = await Taro.downloadFile({ url })
  if (download.statusCode !== 200 || !download.tempFilePath) {
    throw new Error(`document download failed (HTTP ${download.statusCode})`)
  }
  await Taro.openDocument({ filePath: download.tempFilePath, fileType, showMenu: false })
}

/** What a document page can open for a media: the file itself, its PDF rendition, or nothing (and why). */
export type DocumentSource = { kind: 'open'; url: string; fileType: OpenableDocumentType } | { kind: 'none'; reason: 'pending' | 'unavailable' }

/**
 * The viewer opens pdf and Office formats as they are; anything else (wps) needs the PDF the
 * server converted, which may still be on its way or impossible without a converter.
 */
export function documentSource(media: { format: string; url: string; previewurl: string; previewstatus: string }): DocumentSource {
  const format = media.format.toLowerCase()
  if (media.url && isOpenableDocumentType(format)) return { kind: 'open', url: media.url, fileType: format }
  if (media.previewurl) return { kind: 'open', url: media.previewurl, fileType: 'pdf' }
  return { kind: 'none', reason: media.previewstatus === 'pending' ? 'pending' : 'unavailable' }
}
