import { keepingFailure, learnerApi } from '../../app';
import { loginOutcome, type LoginOutcome } from '../credentials/loginApi';

/** A WeChat callback either signs this browser in (or offers a choice), or confirms a QR ticket for another device. */
export type WechatLoginOutcome = LoginOutcome | { kind: 'confirmed' };

/**
 * `POST api/login/wechat`: the OAuth callback's code. With `state` (a QR ticket) the server only
 * confirms the ticket and answers `{successed: true}` — the device showing the code signs in by
 * polling; without `state` this browser signs in.
 */
export async function wechatLogin(code: string, state: string, userid?: string): Promise<WechatLoginOutcome> {
  const result = await keepingFailure(learnerApi.auth.wechatLogin({}, { code, state: state || undefined, userid }));
  if (result.ok && !('user' in result.data)) return { kind: 'confirmed' };
  return loginOutcome(result);
}

/** `POST api/trainning/user/bindwechat`: binds the signed-in user's WeChat from the OAuth callback. */
export async function bindWechat(code: string, state: string): Promise<void> {
  await learnerApi.wechat.bind({}, { code, state });
}

/** `GET api/trainning/user/{id}/bindwechat`: the WeChat authorise URL that comes back to /wxcallback/bind. */
export async function bindWechatUrl(userId: string): Promise<string> {
  // The answer also carries the bind ticket (the OAuth state); the callback page sends it back.
  const { url } = await learnerApi.wechat.bindUrl({ id: userId });
  if (!url) throw new Error('bindwechat answered without a url');
  return url;
}

/** `PUT api/wechat/unsubscribe/{id}`: stops the daily operations data push. */
export async function unsubscribeDailyPush(id: string): Promise<void> {
  await learnerApi.wechat.unsubscribe({ id });
}
