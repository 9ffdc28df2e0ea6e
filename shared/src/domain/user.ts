import { z } from 'zod/mini';
import { LANGUAGES } from '../i18n/languages.js';

/** isadmin value of the top administrator (spec §3). */
export const TOP_ADMIN_LEVEL = 100;

/**
 * The stored user of learner-and-session §3 as the login response delivers it and the clients keep
 * it locally. Flags are numbers (0/1) as on the wire; `funcs` is a comma-separated key list.
 * Written with `zod/mini`: the session store checks a kept user with it on every app start, so it
 * is in the first download, where zod's full API would weigh ~25 KB gzip.
 */
export const storedUserSchema = z.object({
  token: z.string(),
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar: z.string(),
  sex: z.int(),
  orgid: z.string(),
  orgname: z.string(),
  orgowner: z.int(),
  isadmin: z.int(),
  funcs: z.string(),
  openai: z.int(),
  aillm: z.int(),
  voiceprint: z.int(),
  voiceflag: z.string(),
  thirdparty: z.int(),
  simple: z.int(),
  needchangepwd: z.int(),
  levelname: z.string(),
  userstars: z.int(),
  trainningtime: z.int(),
  departmentname: z.string(),
  terminal: z.int(),
  account: z.string(),
  mobile: z.string(),
  serial: z.string(),
  language: z.enum(LANGUAGES),
  changdays: z.int(),
  subfolder: z.string(),
  pid: z.string(),
  rolename: z.string(),
  facegroup: z.string(),
  adminuser: z.int(),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

/** Function keys of a user; keys beginning `qm-` are ignored (spec §3). */
export function userFunctionKeys(user: Pick<StoredUser, 'funcs'>): string[] {
  return user.funcs
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key && !key.startsWith('qm-'));
}
