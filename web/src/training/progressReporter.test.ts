import {
  ApiError,
  creditViewing,
  EMPTY_MEDIA_STATE,
  MEDIA_REPORT_MAX_S,
  type MediaReportResponse,
  type MediaState,
  type ProgressReport,
  type SendProgress as SendReport,
} from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { createProgressOutbox, type OutboxStorage } from './progressOutbox';
import { ProgressReporter } from './progressReporter';

/** A Storage in memory (the outbox's localStorage). */
function memoryStorage(): OutboxStorage & { values: Map<string, string> } {
  const values = new Map<string, string>();
  return {
    values,
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => void values.set(name, value),
    removeItem: (name) => void values.delete(name),
  };
}

const KEY = { userId: 'u1', packageId: 'p1', childId: 'c1', mediaId: 'm1' };

/**
 * A server for one media, crediting with shared's `creditViewing` (the rule the real server runs)
 * against a clock the test moves. `failWith` makes the next calls fail instead.
 */
function mediaServer(required: number, opened = 0) {
  let state: MediaState = { ...EMPTY_MEDIA_STATE, lastAt: opened };
  const server = {
    now: opened,
    failWith: null as ApiError | null,
    reports: [] as ProgressReport[],
    get credited() {
      return state.credited;
    },
    send: (async (report) => {
      server.reports.push(report);
      if (server.failWith) throw server.failWith;
      const result = creditViewing({ state, report, now: server.now, required, allowSeek: true, duration: 0 });
      if (report.finish === 1 && result.state.done !== 1) throw new ApiError(40050, '观看时长未达到要求', 400, 'errors.tasks.viewingTimeNotMet');
      state = result.state;
      const media = { id: KEY.mediaId, name: 'm', kind: 'file', format: 'pdf', size: 1, cover: '', duration: 0, pages: 1, viewcount: 0, required, credited: state.credited, furthest: state.furthest, position: state.position, done: state.done };
      return { successed: true, media, accepted: result.accepted, seekrefused: 0, taskstatus: state.done ? 2 : 1, packagecompleted: 0 } satisfies MediaReportResponse;
    }) as SendReport,
  };
  return server;
}

const offline = () => new ApiError(0, '', 0, 'errors.network');

function setup(required = 30, credited = 0) {
  const storage = memoryStorage();
  const outbox = createProgressOutbox(() => storage);
  const server = mediaServer(required);
  const results: boolean[] = [];
  const refused: ApiError[] = [];
  const reporter = new ProgressReporter({
    key: KEY,
    credited,
    done: false,
    position: 1,
    send: server.send,
    outbox,
    onResult: (_result, justDone) => results.push(justDone),
    onRefused: (error) => refused.push(error),
  });
  return { storage, outbox, server, reporter, results, refused };
}

describe('ProgressReporter', () => {
  it('reports whole seconds, keeps the fraction, and clears the outbox once acknowledged', async () => {
    const { server, reporter, outbox } = setup();
    reporter.addSeconds(4.6, 2);
    expect(outbox.read(KEY)?.seconds).toBeCloseTo(4.6);
    server.now = 5_000;
    await reporter.report();
    expect(server.reports.at(-1)).toMatchObject({ seconds: 4, position: 2, finish: 0 });
    expect(reporter.snapshot()).toMatchObject({ credited: 4, pending: 0, offline: false, done: false });
    expect(outbox.read(KEY)?.seconds).toBeCloseTo(0.6);
  });

  it('keeps the seconds through a failed report and sends them all once back online', async () => {
    const { server, reporter, outbox } = setup();
    reporter.addSeconds(6, 3);
    server.failWith = offline();
    await reporter.report();
    expect(reporter.snapshot()).toMatchObject({ credited: 0, pending: 6, offline: true });
    reporter.addSeconds(6, 4);
    expect(outbox.read(KEY)?.seconds).toBe(12);

    server.failWith = null;
    server.now = 13_000;
    await reporter.report();
    expect(server.reports.at(-1)?.seconds).toBe(12);
    expect(reporter.snapshot()).toMatchObject({ credited: 12, pending: 0, offline: false });
    expect(outbox.read(KEY)).toBeNull();
  });

  it('says when a report completes the required time', async () => {
    const { server, reporter, results } = setup(5);
    reporter.addSeconds(3);
    server.now = 3_000;
    await reporter.report();
    reporter.addSeconds(3);
    server.now = 6_000;
    await reporter.report();
    expect(results).toEqual([false, true]);
    expect(reporter.snapshot().done).toBe(true);
  });

  it('drops the time the server refuses for good (the task ended) and says why', async () => {
    const { server, reporter, outbox, refused } = setup();
    reporter.addSeconds(5);
    server.failWith = new ApiError(40353, '任务已结束', 403, 'errors.tasks.ended');
    await reporter.report();
    expect(refused.map((error) => error.key)).toEqual(['errors.tasks.ended']);
    expect(reporter.snapshot().pending).toBe(0);
    expect(outbox.read(KEY)).toBeNull();
  });

  it('keeps every second when finishing early is refused with "viewing time not met"', async () => {
    const { server, reporter, outbox } = setup(30);
    reporter.addSeconds(5);
    server.now = 2_000;
    await expect(reporter.finish()).rejects.toMatchObject({ key: 'errors.tasks.viewingTimeNotMet' });
    expect(reporter.snapshot().pending).toBe(5);
    expect(outbox.read(KEY)?.seconds).toBe(5);
  });

  it('never claims the same seconds in two reports running at once', async () => {
    const { server, reporter } = setup();
    reporter.addSeconds(8);
    server.now = 8_000;
    await Promise.all([reporter.report(), reporter.report({ keepalive: true })]);
    expect(server.reports.map((report) => report.seconds).reduce((a, b) => a + b, 0)).toBe(8);
    expect(reporter.snapshot()).toMatchObject({ credited: 8, pending: 0 });
  });

  it('claims at most the per-report limit and leaves the rest for the next report', async () => {
    const { server, reporter } = setup(99_999);
    reporter.addSeconds(MEDIA_REPORT_MAX_S + 20);
    server.now = (MEDIA_REPORT_MAX_S + 20) * 1000;
    await reporter.report();
    expect(server.reports[0]?.seconds).toBe(MEDIA_REPORT_MAX_S);
    expect(reporter.snapshot().pending).toBe(20);
  });

  it('takes over seconds left by an earlier visit without claiming what already arrived', () => {
    const storage = memoryStorage();
    const outbox = createProgressOutbox(() => storage);
    // A report of 8 s sent while the page closed may have landed: the server now credits 15, not 10.
    outbox.write({ ...KEY, seconds: 8, position: 3, baseCredited: 10, updatedAt: 1 });
    const reporter = new ProgressReporter({ key: KEY, credited: 15, done: false, position: 3, send: mediaServer(60).send, outbox });
    expect(reporter.snapshot().pending).toBe(3);
  });
});
