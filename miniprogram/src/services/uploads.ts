import { uploadResponseSchema, type UploadFiletype } from '@peilian/shared'
import { filesEndpoints } from '@peilian/shared/endpoints'
import { learnerUrl } from '../lib/config'
import { uploadLocalFile } from '../lib/upload'
import { api } from './app'

/**
 * Uploads an image WeChat handed over as a temporary path to the upload endpoint (`files.upload`):
 * `avatar` for a signed-in learner's own, `registrationavatar` before the account exists. Answers
 * the stored path; throws an `ApiError` (the server's refusal, or the network failure).
 */
export async function uploadImage(
  filePath: string,
  filetype: Extract<UploadFiletype, 'avatar' | 'registrationavatar'>,
  onProgress?: (percent: number) => void,
): Promise<string> {
  const url = learnerUrl(filesEndpoints.upload, { filetype, animate: 'true' })
  const answer = await uploadLocalFile(url, filePath, api.headers(), onProgress)
  return uploadResponseSchema.parse(answer).path
}
