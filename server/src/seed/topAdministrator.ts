import { randomInt } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PASSWORD_DIALOG, TOP_ADMIN_LEVEL } from '@peilian/shared';
import { ALL_FUNCTION_KEYS } from '../auth/functions.js';
import { hashPassword } from '../auth/password.js';
import type { Db } from '../db/client.js';
import { uniqueViolation } from '../db/errors.js';
import { insertOrganisation } from '../data/organisations.js';
import { countTopAdministrators, insertUser } from '../data/users.js';
import { DEFAULT_IDENTITY_SETTINGS } from '../organisation/orgSettings.js';

/** The platform top administrator a server makes when its database has none, and where it belongs. */
const INSTALL_ADMIN = { account: 'superadmin', name: '平台管理员', rolename: '超级管理员', organisation: '平台管理' } as const;

/** A top administrator a start made: its account and the file holding its first password. */
export interface InstalledTopAdministrator {
  account: string;
  passwordFile: string;
}

/** The file, under DATA_DIR, that holds the installed top administrator's first password. */
export function initialPasswordFile(dataDir: string): string {
  return path.join(dataDir, 'initial-admin-password');
}

// Letters and digits that cannot be misread for one another, and specials that need no quoting in a shell.
const CLASSES = ['ABCDEFGHJKLMNPQRSTUVWXYZ', 'abcdefghijkmnpqrstuvwxyz', '23456789', '!#%+-=@_'];

/**
 * A random password as long as the password dialog allows (15, about 90 bits), with every class
 * its strength rule asks for, so that the forced change at first sign-in starts from a valid one.
 */
export function newInitialPassword(): string {
  const all = CLASSES.join('');
  const chars = CLASSES.map((set) => set[randomInt(set.length)]!);
  while (chars.length < PASSWORD_DIALOG.max) chars.push(all[randomInt(all.length)]!);
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}

/** Writes the password readable by the server's user only; a file left by a start that failed is replaced. */
async function writePasswordFile(file: string, password: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  await rm(file, { force: true });
  // 'wx' creates the file or fails: never follows a link put in its place.
  await writeFile(file, `${password}\n`, { flag: 'wx', mode: 0o600 });
}

/**
 * When no platform top administrator exists (a start that does not seed the demo, on an empty
 * database), makes one in an organisation of its own, with a random password written to
 * `initialPasswordFile` and to be changed at first sign-in. Answers the account and the file when it
 * made one; nothing when one exists, or when its account or organisation name is taken (by another
 * process making it at the same moment).
 */
export async function installTopAdministrator(db: Db, dataDir: string): Promise<InstalledTopAdministrator | undefined> {
  if ((await countTopAdministrators(db)) > 0) return undefined;
  const password = newInitialPassword();
  const passwordFile = initialPasswordFile(dataDir);
  try {
    await db.transaction(async (tx) => {
      const org = await insertOrganisation(tx, {
        name: INSTALL_ADMIN.organisation,
        settings: { ...DEFAULT_IDENTITY_SETTINGS, strongPassword: true },
        licensedFunctions: [...ALL_FUNCTION_KEYS],
      });
      const { account, name, rolename } = INSTALL_ADMIN;
      const passwordHash = await hashPassword(password);
      await insertUser(tx, { orgId: org.id, account, name, rolename, isadmin: TOP_ADMIN_LEVEL, openai: 1, aillm: 1, passwordHash, needChangePassword: 1 });
      // Inside the transaction: when the file cannot be written, the account is rolled back with it.
      await writePasswordFile(passwordFile, password);
    });
  } catch (error) {
    if (uniqueViolation(error) !== undefined) return undefined;
    throw error;
  }
  return { account: INSTALL_ADMIN.account, passwordFile };
}
