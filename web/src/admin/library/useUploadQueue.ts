import { ApiError, checkLibraryUpload, type MediaKind } from '@peilian/shared';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../../app';
import { useChunkedUpload, type UploadPhase } from '../data/chunkedUpload';

export type ItemState = 'queued' | UploadPhase | 'done' | 'error';

export interface QueueItem {
  key: number;
  file: File;
  state: ItemState;
  percent: number;
  message: string;
}

/**
 * The upload dialog's queue: files are checked for format and size when added, then uploaded one
 * after another, each item carrying its state and progress.
 */
export function useUploadQueue(kind: MediaKind, catalogid: string) {
  const t = useT();
  const upload = useChunkedUpload();
  const [items, setItems] = useState<QueueItem[]>([]);
  const running = useRef(false);
  const nextKey = useRef(1);

  const update = (key: number, change: Partial<QueueItem>) => setItems((list) => list.map((item) => (item.key === key ? { ...item, ...change } : item)));

  useEffect(() => {
    if (running.current) return;
    const next = items.find((item) => item.state === 'queued');
    if (!next) return;
    running.current = true;
    upload({ file: next.file, kind, catalogid, onProgress: (percent, state) => update(next.key, { percent, state }) })
      .then(() => update(next.key, { state: 'done', percent: 100 }))
      .catch((error: unknown) => {
        const position = items.findIndex((item) => item.key === next.key) + 1;
        update(next.key, { state: 'error', message: error instanceof ApiError && error.errmsg ? error.errmsg : t('library.upload.failed', { n: position }) });
      })
      .finally(() => {
        running.current = false;
        // Wake the queue for the next file.
        setItems((list) => [...list]);
      });
  }, [items, kind, catalogid, upload, t]);

  const add = (files: FileList | null) => {
    const chosen = [...(files ?? [])].map((file): QueueItem => {
      const issue = checkLibraryUpload(kind, file.name, file.size);
      return { key: nextKey.current++, file, percent: 0, state: issue ? 'error' : 'queued', message: issue ? t(issue.key, issue.params) : '' };
    });
    setItems((list) => [...list, ...chosen]);
  };

  const busy = items.some((item) => item.state !== 'done' && item.state !== 'error');
  return { items, add, busy, clear: () => setItems([]) };
}
