/**
 * The admin function tree of admin-back-office §2: every menu key, its route, the menu group it sits
 * in, and — for hidden detail routes — the visible entry whose permission it shares.
 */

export type MenuGroup = 'homePage' | 'view' | 'train' | 'voice' | 'smart' | 'system' | 'log' | 'expenses';

/** Extra conditions a function needs beyond the user's function list. */
export type FunctionRequirement =
  | 'aillm' // practice management: the organisation has the AI-LLM flag
  | 'openai' // the intelligent-assistant group
  | 'voiceprint' // check-manage: the user has a registered voiceprint
  | 'topAdmin' // recycle bin, registration review: isadmin 100 only
  | 'orgAllowList'; // only organisations on the function's allow-list

export interface FunctionNode {
  key: string;
  group: MenuGroup;
  /** Hidden routes never show in the menu; they highlight and share the permission of `parent`. */
  hidden?: boolean;
  parent?: string;
  requires?: FunctionRequirement;
}

const fn = (group: MenuGroup, key: string, extra: Omit<FunctionNode, 'group' | 'key'> = {}): FunctionNode => ({
  group,
  key,
  ...extra,
});
const hidden = (group: MenuGroup, key: string, parent: string): FunctionNode => fn(group, key, { hidden: true, parent });

/** The permission key the intelligent-assistant routes use (admin §2: "the practice-task permission key"). */
export const PRACTICE_FUNCTION_KEY = 'trainmanagement-practice';

export const MENU_GROUPS: readonly MenuGroup[] = ['homePage', 'view', 'train', 'voice', 'smart', 'system', 'log', 'expenses'];

export const FUNCTION_TREE: readonly FunctionNode[] = [
  fn('homePage', 'home'),

  fn('view', 'taskReport'),
  hidden('view', 'clockInDel', 'taskReport'),
  hidden('view', 'SubtaskDetails', 'taskReport'),
  hidden('view', 'analysisDetails', 'taskReport'),
  fn('view', 'studentReport'),
  hidden('view', 'dashboard', 'studentReport'),
  fn('view', 'onlineuser'),
  hidden('view', 'onlineuserdetails', 'onlineuser'),
  fn('view', 'aireport', { requires: 'orgAllowList' }),

  fn('train', 'trainmanagement-practice', { requires: 'aillm' }),
  fn('train', 'trainmanagement-train'),
  fn('train', 'trainmanagement-exame'),
  hidden('train', 'edittraincom-exam', 'trainmanagement-exame'),
  hidden('train', 'edittraincom-train', 'trainmanagement-train'),
  hidden('train', 'edittraincom-practice', 'trainmanagement-practice'),
  fn('train', 'clockinout'),
  hidden('train', 'clockinout-detail', 'clockinout'),
  fn('train', 'trainassessrule'),
  hidden('train', 'ruledetails', 'trainassessrule'),
  fn('train', 'complain'),
  hidden('train', 'complain-detail', 'complain'),

  fn('voice', 'studysystem'),
  hidden('voice', 'editstudy', 'studysystem'),
  hidden('voice', 'editvideo', 'studysystem'),
  hidden('voice', 'editfile', 'studysystem'),
  fn('voice', 'exammanagement'),
  hidden('voice', 'editexam', 'exammanagement'),
  hidden('voice', 'editpaper', 'exammanagement'),
  fn('voice', 'questionbank'),
  hidden('voice', 'editbank', 'questionbank'),
  fn('voice', 'voicescene'),
  hidden('voice', 'editscene', 'voicescene'),
  fn('voice', 'voicespeech'),
  fn('voice', 'voicespeechdub'),
  hidden('voice', 'editspeechdub', 'voicespeechdub'),
  hidden('voice', 'voicetaskdetails', 'voicespeechdub'),
  fn('voice', 'voicematerial'),
  fn('voice', 'voicecustomer'),
  hidden('voice', 'voicecustomerdetails', 'voicecustomer'),

  fn('smart', 'dialogcollect', { requires: 'openai', parent: PRACTICE_FUNCTION_KEY }),
  hidden('smart', 'dialogcollect-detail', 'dialogcollect'),
  fn('smart', 'aigc-bank', { requires: 'openai', parent: PRACTICE_FUNCTION_KEY }),
  hidden('smart', 'aigc-bank-detail', 'aigc-bank'),
  fn('smart', 'knowledge', { requires: 'openai', parent: PRACTICE_FUNCTION_KEY }),
  fn('smart', 'flow', { requires: 'openai', parent: PRACTICE_FUNCTION_KEY }),
  fn('smart', 'chat', { requires: 'openai', parent: PRACTICE_FUNCTION_KEY }),
  fn('smart', 'search', { requires: 'openai', parent: PRACTICE_FUNCTION_KEY }),
  fn('smart', 'user-setting', { requires: 'openai', parent: PRACTICE_FUNCTION_KEY }),

  fn('system', 'adminsetting'),
  fn('system', 'adminuser'),
  hidden('system', 'editadminuser', 'adminuser'),
  hidden('system', 'invitecode', 'adminuser'),
  fn('system', 'auditaccount', { requires: 'orgAllowList' }),
  fn('system', 'adminrole'),
  fn('system', 'adminlevel'),
  /** Banners share the settings' right (admin §2 lists them under adminsetting) but have their own menu entry. */
  fn('system', 'banner', { parent: 'adminsetting' }),
  fn('system', 'check', { requires: 'voiceprint' }),
  fn('system', 'arithmetic'),
  fn('system', 'message-management'),
  hidden('system', 'edit-msg-template', 'message-management'),
  fn('system', 'recyclebin', { requires: 'topAdmin' }),
  /** The provider's review of enterprise self-registrations: the platform's top administrator only. */
  fn('system', 'registrationreview', { requires: 'topAdmin' }),

  fn('log', 'loglogin'),
  fn('log', 'logadminlogin'),
  fn('log', 'logoperation'),

  fn('expenses', 'costbaseinfo'),
  hidden('expenses', 'costpay', 'costbaseinfo'),
  fn('expenses', 'costdetails'),
];

/**
 * Functions whose back-office page is not built yet. They stay out of the menu and the landing and
 * their routes answer 404, so a manager never mistakes an unbuilt feature for an empty organisation;
 * the server's rights over their calls are unchanged. The web's route table test keeps this list and
 * the pages in step: building a page means taking its key out of here.
 */
export const UNBUILT_FUNCTIONS: ReadonlySet<string> = new Set(['editstudy', 'auditaccount']);

const byKey = new Map(FUNCTION_TREE.map((node) => [node.key, node]));

export type FunctionKey = string;

/** The node of a function key, or undefined for a key the tree does not know. */
export function functionNode(key: string): FunctionNode | undefined {
  return byKey.get(key);
}

/** The admin route of a function: `/admin/<group>/<key>` (home is `/admin/homePage/homePage`). */
export function functionRoute(node: FunctionNode): string {
  return node.key === 'home' ? '/admin/homePage/homePage' : `/admin/${node.group}/${node.key}`;
}

/** The function a route path belongs to, or undefined for a path outside the tree. */
export function functionForRoute(path: string): FunctionNode | undefined {
  const clean = path.split('?')[0]?.replace(/\/+$/, '') ?? '';
  return FUNCTION_TREE.find((node) => functionRoute(node) === clean);
}
