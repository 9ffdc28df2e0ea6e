import Taro from '@tarojs/taro'

/**
 * The platform's document viewer for the preview page: downloads the file to a temporary one and
 * opens it in WeChat's viewer (`wx.downloadFile` + `wx.openDocument`). Without a type WeChat tells
 * the document by the downloaded file. The URL's host must be a "downloadFile" domain of the mini-program.
 */
export async function openInViewer(url: string, fileType?: 'pdf'): Promise<void> {
  const download = await Taro.downloadFile({ url })
  if (download.statusCode !== 200 || !download.tempFilePath) throw new Error(`preview download failed (HTTP ${download.statusCode})`)
  await Taro.openDocument({ filePath: download.tempFilePath, showMenu: false, ...(fileType ? { fileType } : {}) })
}
