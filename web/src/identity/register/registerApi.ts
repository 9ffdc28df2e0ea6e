import { filesEndpoints } from '@peilian/shared/endpoints';
import { learnerApi, learnerUrl, requestHeaders } from '../../app';
import { uploadFile } from '../../lib/upload';
import { fetchRandomCode, sealPassword } from '../credentials/loginApi';
import { registrationPayload, type RegistrationForm } from './registerRules';

/** `POST api/file/upload?filetype=logo&animate=true` (multipart `file`): answers the stored path. */
export async function uploadLogo(file: Blob, fileName: string, onProgress: (percent: number) => void): Promise<string> {
  const body = await uploadFile<{ path?: unknown }>({
    url: learnerUrl(filesEndpoints.upload, { filetype: 'logo', animate: 'true' }),
    file,
    fileName,
    headers: requestHeaders(),
    onProgress,
  });
  if (typeof body.path !== 'string' || !body.path) throw new Error('the upload answered without a path');
  return body.path;
}

/** `POST api/register`: the form without conformPassword, the password sealed under a fresh key. */
export async function registerEnterprise(form: RegistrationForm): Promise<void> {
  const payload = registrationPayload(form);
  const sealed = await sealPassword(payload.password, await fetchRandomCode());
  await learnerApi.auth.register({}, { ...payload, ...sealed });
}
