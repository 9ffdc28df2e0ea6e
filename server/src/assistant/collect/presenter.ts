import type { DialogCollectDetail, DialogCollectItem, DialogCollectStatus } from '@peilian/shared';
import type { DialogCollectRow } from '../../db/schema/index.js';

/** A recording as the list shows it. */
export function presentCollectItem(row: DialogCollectRow): DialogCollectItem {
  return {
    id: row.id,
    name: row.name,
    format: row.format,
    size: row.size,
    duration: row.durationMs,
    status: row.status as DialogCollectStatus,
    progress: row.progress,
    reason: row.reason,
    generated: row.generated === 1 && row.sceneId ? 1 : 0,
    sceneid: row.sceneId ?? '',
    createdate: row.createdAt.getTime(),
  };
}

/** A recording with its transcript. */
export function presentCollect(row: DialogCollectRow): DialogCollectDetail {
  return {
    ...presentCollectItem(row),
    channels: row.channels,
    salesspeaker: row.salesSpeaker === 0 ? 0 : 1,
    sentences: row.sentences.map((s) => ({ speaker: s.speaker === 1 ? 1 : 0, start: s.start, end: s.end, text: s.text })),
  };
}
