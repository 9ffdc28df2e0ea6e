import { z } from 'zod';
import { LANGUAGES } from '../i18n/languages.js';

/** isadmin value of the top administrator (spec §3). */
export const TOP_ADMIN_LEVEL = 100;

/**
 * The stored user of learner-and-session §3 as the login response delivers it and the clients keep
 * it locally. Flags are numbers (0/1) as on the wire; `funcs` is a comma-separated key list.
 */
export const storedUserSchema = z.object({
  token: z.string(),
  id: z.string(),
  name: z.string(),
  username: z.string(),
  avatar: z.string(),
  sex: z.number().int(),
  orgid: z.string(),
  orgname: z.string(),
  orgowner: z.number().int(),
  isadmin: z.number().int(),
  funcs: z.string(),
  openai: z.number().int(),
  aillm: z.number().int(),
  voiceprint: z.number().int(),
  voiceflag: z.string(),
  thirdparty: z.number().int(),
  simple: z.number().int(),
  needchangepwd: z.number().int(),
  levelname: z.string(),
  userstars: z.number().int(),
  trainningtime: z.number().int(),
  departmentname: z.string(),
  terminal: z.number().int(),
  account: z.string(),
  mobile: z.string(),
  serial: z.string(),
  language: z.enum(LANGUAGES),
  changdays: z.number().int(),
  subfolder: z.string(),
  pid: z.string(),
  rolename: z.string(),
  facegroup: z.string(),
  adminuser: z.number().int(),
});
export type StoredUser = z.infer<typeof storedUserSchema>;

/** Function keys of a user; keys beginning `qm-` are ignored (spec §3). */
export function userFunctionKeys(user: Pick<StoredUser, 'funcs'>): string[] {
  return user.funcs
    .split(',')
    .map((key) => key.trim())
    .filter((key) => key && !key.startsWith('qm-'));
}
