import { ALL_FUNCTION_KEYS } from '../auth/functions.js';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';
import { insertDepartment } from '../data/departments.js';
import { findOrganisationByName, insertOrganisation } from '../data/organisations.js';
import { insertUser } from '../data/users.js';
import { DEFAULT_IDENTITY_SETTINGS } from '../organisation/orgSettings.js';
import { DEMO_PASSWORD } from './accounts.js';

/**
 * One enterprise self-registration waiting for the provider's review, so that a newcomer signing in
 * as `superadmin` finds the review page (系统管理 → 企业注册审核) with something to approve or reject.
 * Its owner `pending01` cannot sign in until then.
 */
export const PENDING_REGISTRATION = {
  orgname: '星河汽车销售服务有限公司',
  account: 'pending01',
  contact: '赵敏',
  mobile: '13800000009',
  /** A built-in image stands in for the logo such a registration uploads. */
  logo: '/files/builtin/images/covers/business/business-1.png',
} as const;

/** Adds the pending registration unless its organisation exists (whatever its review state by now). */
export async function seedPendingRegistration(db: Db): Promise<boolean> {
  if (await findOrganisationByName(db, PENDING_REGISTRATION.orgname)) return false;
  const { orgname, account, contact, mobile, logo } = PENDING_REGISTRATION;
  const org = await insertOrganisation(db, {
    name: orgname,
    businessType: 2,
    logo,
    settings: { ...DEFAULT_IDENTITY_SETTINGS },
    licensedFunctions: [...ALL_FUNCTION_KEYS],
    reviewStatus: 'pending',
    contactName: contact,
    contactMobile: mobile,
  });
  const root = await insertDepartment(db, { orgId: org.id, parentId: null, name: orgname });
  await insertUser(db, {
    orgId: org.id,
    departmentId: root.id,
    account,
    passwordHash: await hashPassword(DEMO_PASSWORD),
    name: contact,
    mobile,
    orgowner: 1,
    reviewStatus: 'pending',
    passwordChangedAt: new Date(),
  });
  return true;
}
