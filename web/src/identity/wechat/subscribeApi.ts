import type { SubscribeResponse, ValidateUserRequest } from '@peilian/shared';
import { learnerApi } from '../../app';

/** `GET api/wechat/subscribe/url?state`: the official account's authorise page, returning to /wxcallback/subscrib. */
export async function subscribeAuthoriseUrl(state: string): Promise<string> {
  const { url } = await learnerApi.notices.subscribeUrl({ state });
  if (!url) throw new Error('subscribe/url answered without a url');
  return url;
}

/** `POST api/wechat/subscribe`: the callback's code; bound at once with a learner's ticket, else a ticket to verify with. */
export function subscribeWithCode(code: string, state: string): Promise<SubscribeResponse> {
  return learnerApi.notices.subscribe({}, { code, state });
}

/** `PUT api/validateuser`: who the follower is; answers the learner's name. */
export async function validateUser(body: ValidateUserRequest): Promise<string> {
  return (await learnerApi.notices.validateUser({}, body)).name;
}
