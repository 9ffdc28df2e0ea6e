import { BANNER_CLICK, BANNER_CLICKTYPES } from '@peilian/shared';
import { and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { banners, taskPackages, type BannerRow } from '../db/schema/index.js';
import { RECYCLED } from './packages.js';
import { containing } from './like.js';

export type NewBanner = typeof banners.$inferInsert;
export type BannerChanges = Partial<Omit<NewBanner, 'id' | 'orgId' | 'createdAt'>>;

/** A banner with the title of the package it opens (null when it opens none, or that package is gone). */
export interface BannerListRow {
  banner: BannerRow;
  packageTitle: string | null;
}

const packageJoin = and(eq(sql`${taskPackages.id}::text`, banners.clickid), eq(taskPackages.orgId, banners.orgId));

export async function insertBanner(db: Db, values: NewBanner): Promise<BannerRow> {
  const [row] = await db.insert(banners).values(values).returning();
  if (!row) throw new Error('insertBanner returned no row');
  return row;
}

export async function findBannerInOrg(db: Db, orgId: string, id: string): Promise<BannerListRow | undefined> {
  const [row] = await db
    .select({ banner: banners, packageTitle: taskPackages.title })
    .from(banners)
    .leftJoin(taskPackages, packageJoin)
    .where(and(eq(banners.orgId, orgId), eq(banners.id, id)))
    .limit(1);
  return row;
}

/** A page of an organisation's banners (by sort, then newest) and the number of matches. */
export async function listBanners(
  db: Db,
  filter: { orgId: string; platform: number | ''; title: string },
  page: { offset: number; limit: number },
): Promise<{ rows: BannerListRow[]; total: number }> {
  const where = and(
    eq(banners.orgId, filter.orgId),
    filter.platform === '' ? undefined : eq(banners.platform, filter.platform),
    filter.title ? ilike(banners.title, containing(filter.title)) : undefined,
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select({ banner: banners, packageTitle: taskPackages.title })
      .from(banners)
      .leftJoin(taskPackages, packageJoin)
      .where(where)
      .orderBy(asc(banners.sort), desc(banners.createdAt), desc(banners.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ n: count() }).from(banners).where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export async function updateBanner(db: Db, orgId: string, id: string, changes: BannerChanges): Promise<BannerRow | undefined> {
  const [row] = await db
    .update(banners)
    .set(changes)
    .where(and(eq(banners.orgId, orgId), eq(banners.id, id)))
    .returning();
  return row;
}

export async function deleteBanner(db: Db, orgId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(banners)
    .where(and(eq(banners.orgId, orgId), eq(banners.id, id)))
    .returning({ id: banners.id });
  return rows.length > 0;
}

/** The title of a task package of the organisation (a banner may open only its own packages). */
export async function findPackageTitleInOrg(db: Db, orgId: string, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ title: taskPackages.title })
    .from(taskPackages)
    .where(and(eq(taskPackages.orgId, orgId), eq(taskPackages.id, id)))
    .limit(1);
  return row?.title;
}

/**
 * The enabled banners of an organisation for one platform (1 PC, 2 mobile), in carousel order, for
 * the learner's training centre. A banner whose package no longer exists, or is in the recycle
 * bin, does nothing on click.
 */
export async function activeBanners(db: Db, orgId: string, platform: number): Promise<BannerRow[]> {
  const rows = await db
    .select({ banner: banners, packageId: taskPackages.id })
    .from(banners)
    .leftJoin(taskPackages, and(packageJoin, ne(taskPackages.publishState, RECYCLED)))
    .where(and(eq(banners.orgId, orgId), eq(banners.platform, platform), eq(banners.disabled, 0)))
    .orderBy(asc(banners.sort), desc(banners.createdAt), desc(banners.id));
  return rows.map(({ banner, packageId }) => {
    const opensTask = banner.click === BANNER_CLICK.trigger && banner.clicktype !== BANNER_CLICKTYPES.url;
    return opensTask && !packageId ? { ...banner, click: BANNER_CLICK.none, clickid: '' } : banner;
  });
}
