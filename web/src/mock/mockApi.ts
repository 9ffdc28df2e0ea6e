import type { AdminUser } from '@peilian/shared';
import { learnerApi } from '../app';

/** How many users the picker offers; any other user is typed by id. */
const PICKER_ROWS = 100;

/** `POST api/admin/organization/authcode {userid}`: a one-time code (5 minutes) for that user. */
export async function issueAuthCode(userid: string): Promise<string> {
  return (await learnerApi.sso.issueAuthCode({}, { userid })).authcode;
}

/** `GET api/admin/organization/userlist`: the first page of the organisation's users, for the picker. */
export async function listPickableUsers(): Promise<Pick<AdminUser, 'id' | 'name' | 'account'>[]> {
  const { rows } = await learnerApi.sso.users({ page: 1, rows: PICKER_ROWS });
  return rows.map(({ id, name, account }) => ({ id, name, account }));
}
