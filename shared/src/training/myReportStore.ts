import { createStore, type StoreApi } from 'zustand/vanilla';
import type { BoundTable } from '../api/endpoint.js';
import type { LearnerEndpoints } from '../endpoints/index.js';
import type { MyReport } from '../schemas/myReport.js';

/**
 * The learner's own figures in the personal centre (docs/reports.md "The learner's own figures"),
 * one store for the PWA and the mini-program. The page shows at once and the figures when they
 * arrive; a reload keeps the figures on screen until the new ones come, and a failure keeps them
 * too (with the failure, for a retry) rather than blanking the block.
 */

export type MyReportStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface MyReportState {
  report: Omit<MyReport, 'successed'> | null;
  status: MyReportStatus;
  /** Why the last load failed (the app words it); null after a success. */
  failure: { error: unknown } | null;
  /** Asks the server for the figures (on opening the page, on coming back to it, on retry). */
  load(): Promise<void>;
}

export type MyReportStore = StoreApi<MyReportState>;

export type MyReportCall = BoundTable<LearnerEndpoints>['training']['myReport'];

/** Builds the figures' store over the learner table's `training.myReport` call. */
export function createMyReportStore(fetchReport: MyReportCall): MyReportStore {
  /** Each load's number: an answer overtaken by a newer load is dropped, so the newest figures win. */
  let latest = 0;
  return createStore<MyReportState>()((set) => ({
    report: null,
    status: 'idle',
    failure: null,
    async load() {
      const mine = ++latest;
      set({ status: 'loading' });
      try {
        const { successed: _ok, ...report } = await fetchReport();
        if (mine === latest) set({ report, status: 'ready', failure: null });
      } catch (error) {
        if (mine === latest) set({ status: 'failed', failure: { error } });
      }
    },
  }));
}
