import { BANNER_CLICK, BANNER_CLICKTYPES, BANNER_PLATFORMS } from '@peilian/shared';
import type { Db } from '../db/client.js';
import { deleteBanner, insertBanner, listBanners } from '../data/banners.js';
import { findPackageByTitle } from '../data/packages.js';
import { deletingForGood } from '../data/recycleBin.js';
import { BUILTIN_PREFIX } from '../storage/files.js';
import { PRACTICE_PACKAGE } from './practice.js';

/**
 * The training centre's demo carousel: one banner per demo package worth opening first (the
 * training, the voice practice, the exam), on the phone and on the PC, each opening its package.
 * Seeded after the packages. An organisation with banners of its own keeps them; the placeholder
 * banner of earlier seeds (a plain stripe titled 欢迎使用陪练 that opened nothing) is replaced.
 */

const promo = (name: string) => `/files/${BUILTIN_PREFIX}images/banners/promo/${name}.png`;

const DEMO_BANNERS = [
  { title: '新员工产品培训：读手册、看视频，快速了解产品', image: promo('promo-training'), opens: '新员工产品培训' },
  { title: 'AI 语音陪练：SUV 展厅接待实战', image: promo('promo-practice'), opens: PRACTICE_PACKAGE },
  { title: '产品知识考核进行中，60 分及格', image: promo('promo-exam'), opens: '产品知识考核' },
] as const;

const PLACEHOLDER_TITLE = '欢迎使用陪练';
const PLACEHOLDER_IMAGES = /^\/files\/builtin\/images\/banners\/(business|abstract)\//;

/** Seeds the demo carousel (idempotent; see above). */
export async function seedCarousel(db: Db, orgId: string): Promise<void> {
  const { rows } = await listBanners(db, { orgId, platform: '', title: '' }, { offset: 0, limit: 100 });
  const placeholder = ({ banner }: (typeof rows)[number]) =>
    banner.title === PLACEHOLDER_TITLE && banner.click === BANNER_CLICK.none && PLACEHOLDER_IMAGES.test(banner.image);
  if (!rows.every(placeholder)) return;
  // The seed's own placeholders go for good: nobody deleted them, so the bin has nothing to keep.
  await deletingForGood(db, async (tx) => {
    for (const { banner } of rows) await deleteBanner(tx, orgId, banner.id);
  });
  for (const [sort, banner] of DEMO_BANNERS.entries()) {
    const pkg = await findPackageByTitle(db, orgId, banner.opens);
    const click = pkg ? { click: BANNER_CLICK.trigger, clicktype: BANNER_CLICKTYPES.task, clickid: pkg.id } : { click: BANNER_CLICK.none };
    for (const platform of [BANNER_PLATFORMS.mobile, BANNER_PLATFORMS.pc]) {
      await insertBanner(db, { orgId, title: banner.title, image: banner.image, platform, sort, ...click });
    }
  }
}
