import Taro from '@tarojs/taro'
import { ApiError, failureFrom, isSuccessResponse } from '@peilian/shared'

/**
 * Uploads a local file (a WeChat temporary path, e.g. from `chooseAvatar`) as the multipart field
 * `file` with `Taro.uploadFile`, and answers the server's parsed answer. A refusal throws the
 * `ApiError` the API client would (the server's errmsg); an upload that never arrived throws the
 * network failure.
 */
export async function uploadLocalFile(url: string, filePath: string, header: Record<string, string>, onProgress?: (percent: number) => void): Promise<unknown> {
  let response: Taro.uploadFile.SuccessCallbackResult
  try {
    const task = Taro.uploadFile({ url, filePath, name: 'file', header })
    if (onProgress) task.progress(({ progress }) => onProgress(progress))
    response = await task
  } catch {
    throw new ApiError(0, '', 0, 'errors.network')
  }
  let data: unknown = response.data
  try {
    data = JSON.parse(response.data)
  } catch {
    // Not JSON (a proxy's error page): the failure below carries the status.
  }
  if (isSuccessResponse(response.statusCode, data)) return data
  throw failureFrom(response.statusCode, data)
}
