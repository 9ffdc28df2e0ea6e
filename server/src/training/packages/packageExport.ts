import { zonedTimeText, publishStateLabel, runStateLabel, taskListLabel, type PackageExportQuery, type Translate } from '@peilian/shared';
import { writeWorkbook } from '../../lib/excel.js';
import { presentAdminPackage } from '../adminPresenter.js';
import { listTaskPackages } from './commands.js';
import type { Caller } from '../../auth/caller.js';

/** At most this many packages in one export (far above any organisation's task lists). */
export const PACKAGE_EXPORT_MAX = 5000;

/**
 * `GET api/admin/task/package/export`: the task list's packages under its filters as an .xlsx — the
 * list's columns (name, task list, times, publish and run state, child task count) and the pass
 * score, creator and creation time, in the caller's language (times in the organisation's zone, like every date).
 */
export async function packageWorkbook(request: Caller, query: PackageExportQuery, t: Translate): Promise<Buffer> {
  const { rows } = await listTaskPackages(request, { ...query, page: 1, rows: PACKAGE_EXPORT_MAX });
  const now = request.deps.clock.now();
  const { zone } = request;
  const header = [
    t('trainingAdmin.list.title'),
    t('trainingAdmin.export.taskList'),
    t('trainingAdmin.export.start'),
    t('trainingAdmin.export.end'),
    t('trainingAdmin.list.publishState'),
    t('trainingAdmin.list.runState'),
    t('trainingAdmin.list.children'),
    t('trainingAdmin.editor.passscore'),
    t('trainingAdmin.picker.creator'),
    t('trainingAdmin.picker.createdate'),
  ];
  const lines = rows.map((row) => {
    const pkg = presentAdminPackage(row, now);
    return [
      pkg.title,
      t(taskListLabel(pkg.tasktype)),
      zonedTimeText(row.pkg.startAt.getTime(), zone),
      zonedTimeText(row.pkg.endAt.getTime(), zone),
      t(publishStateLabel(pkg.publishstate)),
      t(runStateLabel(pkg.runstate)),
      String(pkg.childcount),
      String(pkg.passscore),
      pkg.creator,
      zonedTimeText(row.pkg.createdAt.getTime(), zone),
    ];
  });
  return writeWorkbook(t('trainingAdmin.export.sheet'), [header, ...lines]);
}
