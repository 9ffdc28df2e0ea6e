import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { checkPassword, FILE_REFERENCE_RULES } from '@peilian/shared';
import { ALL_FUNCTION_KEYS } from '../../auth/functions.js';
import { hashPassword } from '../../auth/password.js';
import type { OrganisationRow } from '../../db/schema/index.js';
import { uniqueViolation } from '../../db/errors.js';
import { insertDepartment } from '../../data/departments.js';
import { findOrganisationById, findOrganisationByName, insertOrganisation } from '../../data/organisations.js';
import { consumeSmsCode } from '../../data/smsCodes.js';
import { accountOrMobileTaken, findUserByAccount, insertUser } from '../../data/users.js';
import { upsertWechatLink } from '../../data/wechat.js';
import { appError, invalidInput } from '../../errors/index.js';
import { DEMO_ORGANISATION } from '../../lib/demoOrganisation.js';
import type { AppDeps } from '../../http/context.js';
import type { Logger } from '../../logger.js';
import { randomSecret } from '../../auth/token.js';
import { checkFileReference, checkStoredFile } from '../../storage/fileReferences.js';
import { dayFolder } from '../../storage/keys.js';
import { DEFAULT_IDENTITY_SETTINGS } from '../../organisation/index.js';
import { checkSmsCode } from '../smsCodes.js';
import { wechatUserFor } from '../wechatTickets.js';
import { assertSeats } from '../../usage/capacity.js';

/** Maps a unique-index violation to the answer the user understands. */
function duplicateError(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'organisations_name_key') throw appError('errors.orgExists');
  if (constraint !== undefined) throw appError('errors.accountExists');
  throw error;
}

export interface EnterpriseRegistration {
  orgname: string;
  business: number;
  logo: string;
  /** The registrant: the owner's name and mobile, and where the review's SMS goes. */
  contact: string;
  mobile: string;
  account: string;
  /** The decrypted password. */
  password: string;
  /** The registrant's language, for the review's SMS and their first sign-in. */
  language: string;
}

/**
 * Enterprise registration (spec §2.8): the organisation, its root department and its owner in one
 * transaction. Password 6–16 (register rule); the logo must be one uploaded for registration.
 * The organisation waits for the provider's review (spec §4 "provider review"): until it is
 * approved its owner cannot sign in (registrationPending), see `registration-review/`. Duplicate
 * name → orgExists, account → accountExists.
 */
export async function registerEnterprise(deps: AppDeps, log: Logger, input: EnterpriseRegistration): Promise<OrganisationRow> {
  const issue = checkPassword(input.password, 'register');
  if (issue) throw invalidInput(issue.key, issue.params, 'password');
  await checkFileReference(deps.storage, null, input.logo, FILE_REFERENCE_RULES.registrationLogo, 'logo');
  const passwordHash = await hashPassword(input.password);
  const org = await deps.db
    .transaction(async (tx) => {
      if (await findOrganisationByName(tx, input.orgname)) throw appError('errors.orgExists');
      if (await findUserByAccount(tx, input.account)) throw appError('errors.accountExists');
      const created = await insertOrganisation(tx, {
        name: input.orgname,
        businessType: input.business,
        logo: input.logo,
        settings: { ...DEFAULT_IDENTITY_SETTINGS },
        licensedFunctions: [...ALL_FUNCTION_KEYS],
        reviewStatus: 'pending',
        contactName: input.contact,
        contactMobile: input.mobile,
      });
      const root = await insertDepartment(tx, { orgId: created.id, parentId: null, name: input.orgname });
      await insertUser(tx, {
        orgId: created.id,
        departmentId: root.id,
        account: input.account,
        passwordHash,
        name: input.contact,
        mobile: input.mobile,
        language: input.language,
        orgowner: 1,
        reviewStatus: 'pending',
        passwordChangedAt: deps.clock.now(),
      });
      return created;
    })
    .catch(duplicateError);
  log.info({ orgId: org.id, account: input.account }, 'enterprise registered, waiting for review');
  return org;
}

/**
 * A registration avatar becomes one of the organisation's avatars (`<org id>/avatar/<yyyymmdd>/…`),
 * so the user's record holds the same kind of path as any other user's and the admin user form
 * keeps it. Answers the new key and the path the user's record holds.
 */
async function adoptAvatar({ storage, config, clock }: AppDeps, orgId: string, uploadedKey: string): Promise<{ key: string; path: string }> {
  const extension = path.extname(uploadedKey);
  const key = `${orgId}/avatar/${dayFolder(clock.now())}/${randomSecret(12)}${extension}`;
  const workDir = path.join(config.dataDir, 'tmp', 'avatar', randomSecret(9));
  try {
    await mkdir(workDir, { recursive: true });
    const local = path.join(workDir, `avatar${extension}`);
    await storage.copyToLocal(uploadedKey, local);
    return { key, path: (await storage.put(local, key)).path };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

/** The organisation mini-program registrations join: DEFAULT_ORG_ID, else the demo organisation; one in use. */
async function registrationOrganisation({ db, config }: AppDeps): Promise<OrganisationRow> {
  const org = config.defaultOrgId ? await findOrganisationById(db, config.defaultOrgId) : await findOrganisationByName(db, DEMO_ORGANISATION);
  if (!org || org.reviewStatus !== 'approved') throw appError('errors.notFound');
  return org;
}

export interface MiniRegistration {
  mobile: string;
  code: string;
  name: string;
  workunit: string;
  workno: string;
  avatar?: string | undefined;
  sex: number;
  miniopenid?: string | undefined;
  /** The web OAuth code of the registration page, exchanged here for the openid to link. */
  wxcode?: string | undefined;
}

/**
 * Mini-program self-registration: with a valid registration code, a learner in the default
 * organisation whose account and password are the mobile number (changed at first login), waiting
 * for review (login answers accountPending), linked to the mini-program's openid and to the WeChat
 * user behind `wxcode`. A code WeChat refuses → wechatFailed before anything is written, so the
 * SMS code still serves a retry with a fresh OAuth code.
 */
export async function registerMiniLearner(deps: AppDeps, log: Logger, input: MiniRegistration): Promise<void> {
  const org = await registrationOrganisation(deps);
  await assertSeats({ deps, orgId: org.id }, 1);
  const codeId = await checkSmsCode(deps, log, { mobile: input.mobile, purpose: 'register', code: input.code });
  if (await accountOrMobileTaken(deps.db, org.id, input.mobile, input.mobile)) throw appError('errors.accountExists');
  const uploadedAvatar = input.avatar ? await checkStoredFile(deps.storage, null, input.avatar, FILE_REFERENCE_RULES.registrationAvatar, 'avatar') : undefined;
  const web = input.wxcode ? await wechatUserFor(deps, log, 'web', input.wxcode) : undefined;
  const passwordHash = await hashPassword(input.mobile);
  const now = deps.clock.now();
  const avatar = uploadedAvatar ? await adoptAvatar(deps, org.id, uploadedAvatar) : undefined;
  const userId = await deps.db
    .transaction(async (tx) => {
      if (!(await consumeSmsCode(tx, codeId, now))) throw appError('errors.smsCodeWrong');
      const user = await insertUser(tx, {
        orgId: org.id,
        account: input.mobile,
        mobile: input.mobile,
        passwordHash,
        name: input.name,
        avatar: avatar?.path ?? '',
        sex: input.sex,
        company: input.workunit,
        jobTitle: input.workno,
        needChangePassword: 1,
        reviewStatus: 'pending',
      });
      if (input.miniopenid || web) {
        await upsertWechatLink(tx, org.id, user.id, { miniopenid: input.miniopenid, openid: web?.openid, unionid: web?.unionid }, now);
      }
      return user.id;
    })
    .catch(async (error: unknown) => {
      if (avatar) await deps.storage.remove(avatar.key);
      return duplicateError(error);
    });
  if (uploadedAvatar) await deps.storage.remove(uploadedAvatar);
  log.info({ orgId: org.id, userId, wechat: Boolean(web) }, 'mini-program registration pending review');
}
