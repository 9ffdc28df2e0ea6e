import { findNoticePackage, packageLearnerIds } from '../../data/noticePackages.js';
import { notifyLearners, notifyLearnersQuietly, taskPublished, type NoticeServices } from '../../notices/index.js';

/** The "published to you" notices of one package, for the learners its range reaches now. */
async function publishedNotices(services: NoticeServices, orgId: string, packageId: string, quietly: boolean): Promise<void> {
  const pkg = await findNoticePackage(services.db, orgId, packageId);
  if (!pkg) return;
  const drafts = taskPublished(pkg, await packageLearnerIds(services.db, orgId, packageId));
  await (quietly ? notifyLearnersQuietly : notifyLearners)(services, orgId, drafts);
}

/**
 * The scheduler's work between claiming a package and finishing it (docs/training.md "Scheduler"):
 * a failure leaves the package to its lease, and the next claim notifies again (each learner once:
 * the notice's ref).
 */
export const packagePublishedNotices =
  (services: NoticeServices) =>
  (pkg: { orgId: string; id: string }): Promise<void> =>
    publishedNotices(services, pkg.orgId, pkg.id, false);

/** An immediate publish's notices, once it is committed; a failure is logged and the package stays published. */
export const notifyPublishedNow = (services: NoticeServices, orgId: string, packageId: string): Promise<void> =>
  publishedNotices(services, orgId, packageId, true);
