import type { StoredUser } from '@peilian/shared';
import { learnerApi, learnerApiWithToken } from '../../app';

function firstUser(users: StoredUser[], path: string): StoredUser {
  const [user] = users;
  if (!user) throw new Error(`${path} answered without a user`);
  return user;
}

/** `POST api/checkauthcode`: an authorisation code for a user (errcode 0 = signed in, 2 = already signed in). */
export async function checkAuthCode(authcode: string, userid: string): Promise<StoredUser> {
  return firstUser((await learnerApi.sso.checkAuthCode({}, { authcode, userid })).user, 'checkauthcode');
}

/**
 * The user behind a third-party host's token (spec §2.5): `POST api/ssologin {token, userid}` when
 * the host names the user (errcode 0 = signed in, 2 = already signed in), else the token's own
 * `GET api/trainning/user/logininfo`.
 */
export async function userForHostToken(token: string, userid: string | null): Promise<StoredUser> {
  if (userid) return firstUser((await learnerApi.sso.ssoLogin({}, { token, userid })).user, 'ssologin');
  const answer = await learnerApiWithToken(token).session.loginInfo();
  return firstUser(answer.user, 'logininfo');
}
