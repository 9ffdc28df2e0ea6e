import { z } from 'zod';
import type { MessageKey } from '../i18n/messages.js';
import { FUNCTION_TREE, MENU_GROUPS, UNBUILT_FUNCTIONS, functionNode, type FunctionNode, type MenuGroup } from '../permissions/functionTree.js';
import { ROLE_APPLICATIONS } from '../domain/role.js';
import type { FunctionTreeEntry } from './orgApplications.js';
import { checkedField, checkRequiredName, flagSchema } from './fields.js';

/**
 * The roles of the people admin (admin-back-office §2 adminrole, §3 Role): the role editor's
 * request, the function keys a role may grant and their groups. A role's name at most 20 like other
 * names of the back office, its description 100 (the spec leaves both open).
 */

export const ROLE_NAME_MAX = 20;
export const ROLE_DESCRIPTION_MAX = 100;

const checked = checkedField;

/** A list given as an array or comma-separated (a form's value): its trimmed, non-empty items. */
const commaList = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(',')
        .map((key) => key.trim())
        .filter(Boolean)
    : value;

/** Function keys a role may hold: known keys of the tree, given as a list or comma-separated. */
const functionKeysSchema = z
  .preprocess((value) => commaList(value) ?? [], z.array(z.string().max(64)).max(FUNCTION_TREE.length * 2))
  .superRefine((keys, ctx) => {
    for (const key of keys) {
      if (!functionNode(key)) ctx.addIssue({ code: 'custom', message: 'people.rules.unknownFunction', params: { key } });
    }
  })
  .transform((keys) => normaliseRoleFunctions(keys));

/** The applications a role opens, as a list or comma-separated, each once, in `ROLE_APPLICATIONS` order. */
const roleApplicationsSchema = z
  .preprocess(commaList, z.array(z.enum(ROLE_APPLICATIONS, { error: 'people.rules.unknownApplication' })).max(ROLE_APPLICATIONS.length * 2))
  .transform((apps) => ROLE_APPLICATIONS.filter((app) => apps.includes(app)));

/**
 * `POST api/admin/organization/role`, `PUT .../role/{id}`. Left out, the applications are all three
 * and the data audit and operation messages off (docs/people.md "Roles").
 */
export const roleRequestSchema = z.object({
  name: checked((value) => checkRequiredName(value, ROLE_NAME_MAX)),
  type: z.coerce.number().pipe(z.union([z.literal(0), z.literal(1), z.literal(2)])),
  description: z.string().trim().max(ROLE_DESCRIPTION_MAX, { error: 'validation.tooLong' }).default(''),
  funcs: functionKeysSchema,
  apps: roleApplicationsSchema.default([...ROLE_APPLICATIONS]),
  /** 1: what the role's holders add to the catalogues waits for an administrator's audit. */
  audit: flagSchema.default(0),
  /** 1: the role's holders get a message of each operation on what they look after. */
  notify: flagSchema.default(0),
});
export type RoleRequest = z.infer<typeof roleRequestSchema>;

export const roleSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: z.number().int(),
    description: z.string(),
    /** 0 enabled, 1 disabled (admin §3 enumerations). */
    status: z.number().int(),
    funcs: z.array(z.string()),
    apps: z.array(z.enum(ROLE_APPLICATIONS)),
    audit: z.number().int(),
    notify: z.number().int(),
    usercount: z.number().int().nonnegative(),
    createdate: z.string(),
    /** 1 when the signed-in administrator may edit or disable this role (shared `roleChangeRefusal`). */
    manageable: z.number().int(),
  })
  .strict();
export type Role = z.infer<typeof roleSchema>;
export const roleListResponseSchema = z.object({ successed: z.literal(true), rows: z.array(roleSchema) }).strict();
export const roleResponseSchema = z.object({ successed: z.literal(true), role: roleSchema }).strict();

// The organisation's licensed functions, apart from the people schemas: the learner's system area
// (and the mini-program's main package) carries these without the rest.
export {
  functionTreeEntrySchema,
  orgApplicationsResponseSchema,
  softwareFunctionsResponseSchema,
  type FunctionTreeEntry,
  type OrgApplicationsResponse,
  type SoftwareFunctionsResponse,
} from './orgApplications.js';

/**
 * A function a role can grant: a visible entry of the tree (a hidden detail route follows its
 * parent's permission, admin §2) whose page is built, and not the platform's top administrator's
 * own (the recycle bin, the registration review), which no role gives anyone.
 */
const grantable = (node: FunctionNode): boolean => !node.hidden && !UNBUILT_FUNCTIONS.has(node.key) && node.requires !== 'topAdmin';

/** The keys a role stores: known keys it can grant, once each, in tree order; the others are dropped. */
export function normaliseRoleFunctions(keys: readonly string[]): string[] {
  const wanted = new Set(keys);
  return FUNCTION_TREE.filter((node) => grantable(node) && wanted.has(node.key)).map((node) => node.key);
}

/** The visible functions of each menu group that `keep` keeps (optionally only licensed ones). */
function functionGroups(keep: (node: FunctionNode) => boolean, licensed?: readonly string[]): { group: MenuGroup; keys: string[] }[] {
  const allowed = licensed ? new Set(licensed) : undefined;
  return MENU_GROUPS.map((group) => ({
    group,
    keys: FUNCTION_TREE.filter((node) => node.group === group && keep(node) && (!allowed || allowed.has(node.key))).map((node) => node.key),
  })).filter((entry) => entry.keys.length > 0);
}

/** The role editor's checkboxes: each menu group with the functions a role can grant (optionally only licensed ones). */
export const roleFunctionGroups = (licensed?: readonly string[]) => functionGroups(grantable, licensed);

/** The function tree (optionally only licensed keys) as `{id, children}` entries. */
export function functionTreeEntries(licensed?: readonly string[]): FunctionTreeEntry[] {
  return functionGroups((node) => !node.hidden, licensed).map(({ group, keys }) => ({
    id: group,
    children: keys.map((key) => ({
      id: key,
      children: FUNCTION_TREE.filter((node) => node.hidden && node.parent === key).map((node) => ({ id: node.key, children: [] })),
    })),
  }));
}

/** The i18n label of a function key, for role editors and menus. */
export function functionLabelKey(key: string): MessageKey {
  return `people.functions.${key}` as MessageKey;
}
