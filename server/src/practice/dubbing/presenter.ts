import type { AdminDubbingLine, AdminDubbingTask, DubbingLineStatus, DubbingScope, DubbingTaskStatus, MessageKey, Translate } from '@peilian/shared';
import type { DubbingLineView, DubbingTaskView } from '../../data/practice/dubbing.js';
import type { FileStorage } from '../../storage/files.js';

/** The only way dubbing tasks and their lines leave the server. */

export function presentDubbingTask(row: DubbingTaskView): AdminDubbingTask {
  return {
    id: row.id,
    templateid: row.templateId,
    templatename: row.templateName,
    scope: row.scope as DubbingScope,
    sceneid: row.scenarioId ?? '',
    scenename: row.scenarioName,
    status: row.status as DubbingTaskStatus,
    total: row.total,
    done: row.done,
    failed: row.failed,
    lasterror: row.lastError,
    creatorname: row.creatorName,
    createdate: row.createdAt.getTime(),
    startedat: row.startedAt?.getTime() ?? null,
    finishedat: row.finishedAt?.getTime() ?? null,
  };
}

/** A line; a failed one's message (its catalogue key is stored) in the caller's language, a voiced one's clip as the admin plays it. */
export function presentDubbingLine(row: DubbingLineView, storage: FileStorage, t: Translate): AdminDubbingLine {
  return {
    id: row.id,
    seq: row.seq,
    text: row.text,
    emotion: row.emotion,
    status: row.status as DubbingLineStatus,
    error: row.error ? t(row.error as MessageKey) : '',
    path: row.storageKey ? storage.publicPath(row.storageKey) : '',
    duration: row.durationMs ?? 0,
  };
}
