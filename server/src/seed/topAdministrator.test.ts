import { lstat, readFile, stat, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { checkPassword, TOP_ADMIN_LEVEL } from '@peilian/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password.js';
import { users } from '../db/schema/index.js';
import { countTopAdministrators, findUserByAccount, updateUserFields } from '../data/users.js';
import { seededDatabase, tempDir } from '../../test/harness.js';
import { initialPasswordFile, installTopAdministrator, newInitialPassword } from './topAdministrator.js';

let database: Awaited<ReturnType<typeof seededDatabase>>;
let data: Awaited<ReturnType<typeof tempDir>>;
beforeAll(async () => {
  database = await seededDatabase();
  data = await tempDir();
  // A database whose top administrator is gone (the demo's, demoted and renamed).
  const [admin] = await database.db.select().from(users).where(eq(users.isadmin, TOP_ADMIN_LEVEL));
  await updateUserFields(database.db, admin!.orgId, admin!.id, { isadmin: 0, account: 'former-admin' });
});
afterAll(async () => {
  await database?.dispose();
  await data?.remove();
});

describe('the top administrator a start makes', () => {
  it('has a password meeting the dialog rule, different each time', () => {
    const passwords = Array.from({ length: 200 }, newInitialPassword);
    expect(passwords.filter((password) => checkPassword(password, 'dialog') !== null)).toEqual([]);
    expect(new Set(passwords).size).toBe(200);
  });

  it('replaces a link left at the file, never writing through it, and is made once', async () => {
    const file = initialPasswordFile(data.dir);
    const elsewhere = path.join(data.dir, 'elsewhere');
    await writeFile(elsewhere, 'untouched');
    await symlink(elsewhere, file);

    expect(await installTopAdministrator(database.db, data.dir)).toEqual({ account: 'superadmin', passwordFile: file });
    expect(await readFile(elsewhere, 'utf8')).toBe('untouched');
    expect((await lstat(file)).isFile()).toBe(true);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const password = (await readFile(file, 'utf8')).trim();
    const admin = (await findUserByAccount(database.db, 'superadmin'))!;
    expect(admin).toMatchObject({ orgName: '平台管理', user: { isadmin: TOP_ADMIN_LEVEL, needChangePassword: 1 } });
    expect(await verifyPassword(admin.user.passwordHash, password)).toBe(true);

    expect(await installTopAdministrator(database.db, data.dir)).toBeUndefined();
    expect(await countTopAdministrators(database.db)).toBe(1);
    expect((await readFile(file, 'utf8')).trim()).toBe(password);
  });
});
