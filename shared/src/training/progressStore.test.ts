import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/client.js';
import type { MediaProgress, MediaReportResponse } from '../schemas/learnerTasks.js';
import { manualClock } from '../testing/manualClock.js';
import { memoryOutbox } from './listOutbox.js';
import { senderPort } from './progressPort.js';
import type { ProgressReport, ReportOutcome } from './progressReport.js';
import { createProgressSender } from './progressSender.js';
import { createMediaProgressStore, REPORT_INTERVAL_MS } from './progressStore.js';

const MEDIA: MediaProgress = {
  id: 'm1',
  name: '手册',
  kind: 'file',
  format: 'pdf',
  size: 1,
  cover: '',
  duration: 0,
  pages: 1,
  viewcount: 0,
  required: 30,
  credited: 0,
  furthest: 0,
  position: 0,
  done: 0,
};

/** The progress call of a server that credits what it is sent, or fails while `down`. */
function server() {
  const state = { down: false, credited: 0, reports: [] as ProgressReport[] };
  const send = async (report: ProgressReport): Promise<MediaReportResponse> => {
    if (state.down) throw new ApiError(0, '', 0, 'errors.network');
    state.reports.push(report);
    state.credited += report.seconds;
    const done = state.credited >= MEDIA.required ? 1 : 0;
    return {
      successed: true,
      media: { ...MEDIA, credited: state.credited, done },
      accepted: report.seconds,
      seekrefused: 0,
      taskstatus: done ? 2 : 1,
      packagecompleted: 0,
    };
  };
  return { state, send };
}

function setup(outbox = memoryOutbox()) {
  const { clock, pass } = manualClock();
  const remote = server();
  const outcomes: { kind: ReportOutcome['kind']; justDone: boolean }[] = [];
  let reconnect = () => {};
  const store = createMediaProgressStore(
    {
      clock,
      port: senderPort(
        createProgressSender(remote.send, () => outbox),
        'c1',
      ),
      position: () => 0,
      onReconnect: (run) => {
        reconnect = run;
        return () => {};
      },
      onOutcome: (outcome, { justDone }) => outcomes.push({ kind: outcome.kind, justDone }),
    },
    MEDIA,
  );
  return { store, remote, outbox, outcomes, pass, reconnect: () => reconnect() };
}

describe('media progress store', () => {
  it('counts time only while counting and reports it on schedule; acknowledged seconds leave the outbox', async () => {
    const { store, remote, outbox, pass } = setup();
    store.getState().setCounting(true);
    await pass(REPORT_INTERVAL_MS);
    expect(remote.state.reports).toEqual([{ childId: 'c1', mediaId: 'm1', position: 0, seconds: 10, finish: 0 }]);
    expect(outbox.all()).toEqual([]);
    expect(store.getState()).toMatchObject({ learned: 10, pending: 0, offline: false, media: { credited: 10 } });

    store.getState().setCounting(false);
    await pass(REPORT_INTERVAL_MS * 3);
    expect(remote.state.reports).toHaveLength(1);
    expect(store.getState().learned).toBe(10);
  });

  it('keeps the seconds through a failed send and retries with a doubling wait until the server answers', async () => {
    const { store, remote, outbox, pass } = setup();
    remote.state.down = true;
    store.getState().setCounting(true);
    await pass(3_000);
    await store.getState().leave();
    expect(outbox.all()).toEqual([{ childId: 'c1', mediaId: 'm1', seconds: 3, position: 0 }]);
    expect(store.getState()).toMatchObject({ offline: true, learned: 3 });

    await pass(REPORT_INTERVAL_MS);
    expect(outbox.find('c1', 'm1')?.seconds).toBe(3);
    remote.state.down = false;
    await pass(REPORT_INTERVAL_MS * 2 - 1);
    expect(remote.state.reports).toEqual([]);
    await pass(1);
    expect(remote.state.reports.map((report) => report.seconds)).toEqual([3]);
    expect(outbox.all()).toEqual([]);
    expect(store.getState()).toMatchObject({ offline: false, learned: 3, media: { credited: 3 } });
  });

  it('a page opened again finds the unsent seconds in the outbox and sends them with its next report', async () => {
    const first = setup();
    first.remote.state.down = true;
    first.store.getState().setCounting(true);
    await first.pass(4_000);
    await first.store.getState().leave();
    first.store.getState().dispose();

    const again = setup(first.outbox);
    expect(again.store.getState()).toMatchObject({ pending: 4, learned: 4 });
    again.store.getState().setCounting(true);
    await again.pass(REPORT_INTERVAL_MS);
    expect(again.remote.state.reports.map((report) => report.seconds)).toEqual([14]);
    expect(again.outbox.all()).toEqual([]);
  });

  it('keeps the latest numbers from the server when a report queued behind another finds nothing left to send', async () => {
    const { store, remote, pass } = setup();
    store.getState().setCounting(true);
    await pass(5_000);
    const outcomes = await Promise.all([store.getState().report(), store.getState().report()]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['sent', 'nothing']);
    expect(remote.state.reports.map((report) => report.seconds)).toEqual([5]);
    expect(store.getState()).toMatchObject({ media: { credited: 5 }, learned: 5 });
  });

  it('sends at once when the connection returns', async () => {
    const { store, remote, outbox, pass, reconnect } = setup();
    remote.state.down = true;
    store.getState().setCounting(true);
    await pass(REPORT_INTERVAL_MS + 2_000);
    remote.state.down = false;
    reconnect();
    await pass(0);
    expect(remote.state.reports.map((report) => report.seconds)).toEqual([12]);
    expect(outbox.all()).toEqual([]);
  });

  it('reports at once when counting stops and when the required time is reached, which completes the media', async () => {
    const { store, remote, outcomes, pass } = setup();
    store.getState().setCounting(true);
    await pass(4_000);
    store.getState().setCounting(false);
    await pass(0);
    expect(remote.state.reports.map((report) => report.seconds)).toEqual([4]);

    // Resuming long after the last report, the first whole second is due at once; then every interval.
    await pass(60_000);
    store.getState().setCounting(true);
    await pass(26_000);
    expect(remote.state.reports.map((report) => report.seconds)).toEqual([4, 1, 10, 10, 5]);
    expect(store.getState().media?.done).toBe(1);
    expect(outcomes.at(-1)).toEqual({ kind: 'sent', justDone: true });
    store.getState().dispose();
  });
});
