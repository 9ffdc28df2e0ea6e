import { isNetworkFailure, type MediaItemResponse, type MediaTaskResponse } from '@peilian/shared';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../app';
import { errorMessage } from '../lib/errorMessage';
import { fetchMediaItem, fetchMediaTask, flushLearnerOutbox, type MediaQuery } from '../training';

export type MediaState =
  | { status: 'loading' }
  /** The server refused (outside the range, locked, gone): nothing to retry. */
  | { status: 'refused'; message: string }
  /** The network failed: retrying may help. */
  | { status: 'failed'; message: string }
  | { status: 'ready'; list: MediaTaskResponse; item: MediaItemResponse };

/**
 * Opens one media of a file/video child task. Unsent time of this child task from an earlier visit
 * goes first: opening a media restarts the server's clock for it, after which that time could no
 * longer be credited. Without a media in the query, the first one not done yet is opened.
 */
export function useMediaItem(query: MediaQuery | null) {
  const t = useT();
  const [state, setState] = useState<MediaState>({ status: 'loading' });
  const childId = query?.childId ?? '';
  const mediaId = query?.mediaId ?? '';

  const load = useCallback(async () => {
    if (!childId) {
      setState({ status: 'refused', message: t('errors.tasks.unavailable') });
      return;
    }
    setState({ status: 'loading' });
    try {
      await flushLearnerOutbox(childId);
      const list = await fetchMediaTask(childId);
      // A video still processing is not the one opened for the learner (docs/media.md "Video processing").
      const chosen = mediaId || (list.media.find((media) => media.done !== 1 && media.available !== 0) ?? list.media[0])?.id;
      if (!chosen) {
        setState({ status: 'refused', message: t('errors.tasks.unavailable') });
        return;
      }
      setState({ status: 'ready', list, item: await fetchMediaItem(childId, chosen) });
    } catch (error) {
      const message = errorMessage(error, t, 'learnerTraining.media.loadFailed');
      setState(isNetworkFailure(error) ? { status: 'failed', message } : { status: 'refused', message });
    }
  }, [childId, mediaId, t]);

  useEffect(() => {
    void load();
  }, [load]);

  return { state, retry: load };
}
