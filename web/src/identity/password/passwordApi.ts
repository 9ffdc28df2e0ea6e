import type { StoredUser } from '@peilian/shared';
import { learnerApi } from '../../app';
import { fetchRandomCode, sealPassword } from '../credentials/loginApi';

/** `POST api/forcechangepassword`: the new password sealed under a fresh one-time key; answers the signed-in user. */
export async function forceChangePassword(serial: string, password: string): Promise<StoredUser> {
  const sealed = await sealPassword(password, await fetchRandomCode());
  const answer = await learnerApi.auth.forceChangePassword({}, { serial, ...sealed });
  const [user] = answer.user;
  if (!user) throw new Error('forcechangepassword answered without a user');
  return user;
}
