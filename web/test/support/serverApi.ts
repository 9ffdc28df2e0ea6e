import { callApi, sealedPassword, userIdOf } from '@peilian/server/testing';

export { callApi, outboxCode, signIn as apiSignIn, userIdOf } from '@peilian/server/testing';

/** An administrator disables an account through the people API. */
export async function disableUser(base: string, adminToken: string, account: string): Promise<void> {
  const id = await userIdOf(base, adminToken, account);
  const answer = await callApi(base, 'POST', `api/admin/organization/user/${id}/disable`, { token: adminToken, body: { disabled: 1 } });
  if (answer.status !== 200) throw new Error(`disable ${account}: ${JSON.stringify(answer.body)}`);
}

/** An administrator sets an account's validity date (yyyy-MM-dd) through the edit-user API. */
export async function setValidity(base: string, adminToken: string, account: string, validdate: string): Promise<void> {
  const id = await userIdOf(base, adminToken, account);
  const { body } = await callApi<{ user: Record<string, unknown> }>(base, 'GET', `api/admin/organization/user/${id}`, { token: adminToken });
  const fields = ['account', 'name', 'sex', 'mobile', 'workno', 'email', 'departmentid', 'roleid', 'entrydate', 'avatar'];
  const edited = Object.fromEntries(fields.map((field) => [field, body.user[field]]));
  const answer = await callApi(base, 'PUT', `api/admin/organization/user/${id}`, { token: adminToken, body: { ...edited, validdate } });
  if (answer.status !== 200) throw new Error(`validity of ${account}: ${JSON.stringify(answer.body)}`);
}

/**
 * The user changes the password from another client: a password sign-in that must change it
 * answers with a serial, and `POST api/forcechangepassword` sets the new one (ending every session).
 */
export async function changePasswordElsewhere(base: string, account: string, password: string, newPassword: string): Promise<void> {
  const login = await callApi<{ serial?: string }>(base, 'POST', 'api/login', { body: { account, ...(await sealedPassword(base, password)) } });
  if (!login.body.serial) throw new Error(`${account} was not asked to change the password: ${JSON.stringify(login.body)}`);
  const change = await callApi(base, 'POST', 'api/forcechangepassword', { body: { serial: login.body.serial, ...(await sealedPassword(base, newPassword)) } });
  if (change.status !== 200) throw new Error(`password change of ${account}: ${JSON.stringify(change.body)}`);
}
