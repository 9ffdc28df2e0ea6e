import { beforeEach, describe, expect, test } from 'vitest';
import { ApiError } from '../api/client.js';
import { MEDIA_REPORT_MAX_S } from '../limits.js';
import type { MediaReportResponse } from '../schemas/learnerTasks.js';
import { manualClock } from '../testing/manualClock.js';
import { memoryOutbox } from './listOutbox.js';
import type { ProgressOutbox } from './progressReport.js';
import { createProgressSender } from './progressSender.js';

/** The report as the server's mediatask PUT takes it. */
type MediaReport = { position: number; seconds: number; finish: 0 | 1 };

type Reply = (report: MediaReport) => MediaReportResponse | ApiError;

const answer = (report: MediaReport): MediaReportResponse => ({
  successed: true,
  media: {
    id: 'm1',
    name: '',
    kind: 'file',
    format: 'pdf',
    size: 0,
    cover: '',
    duration: 0,
    pages: 0,
    viewcount: 0,
    required: 60,
    credited: report.seconds,
    furthest: 0,
    position: report.position,
    done: 0,
  },
  accepted: report.seconds,
  seekrefused: 0,
  taskstatus: 1,
  packagecompleted: 0,
});

const networkDown = () => new ApiError(0, '', 0, 'errors.network');

let outbox: ProgressOutbox;
let sent: { childId: string; mediaId: string; report: MediaReport }[];
let reply: Reply;

function reporter() {
  return createProgressSender(
    async ({ childId, mediaId, ...report }) => {
      sent.push({ childId, mediaId, report });
      const result = reply(report);
      if (result instanceof ApiError) throw result;
      return result;
    },
    () => outbox,
  );
}

beforeEach(() => {
  outbox = memoryOutbox();
  sent = [];
  reply = answer;
});

describe('media reporter', () => {
  test('sends the measured seconds with the position and leaves nothing pending', async () => {
    const outcome = await reporter().report('c1', 'm1', { seconds: 12.7, position: 33 });
    expect(outcome.kind).toBe('sent');
    expect(sent).toEqual([{ childId: 'c1', mediaId: 'm1', report: { position: 33, seconds: 12, finish: 0 } }]);
    expect(outbox.all()).toEqual([]);
  });

  test('offline, the seconds stay and go with the next report', async () => {
    const media = reporter();
    reply = networkDown;
    expect((await media.report('c1', 'm1', { seconds: 10, position: 5 })).kind).toBe('offline');
    expect(media.pendingSeconds('c1', 'm1')).toBe(10);

    reply = answer;
    await media.report('c1', 'm1', { seconds: 4, position: 9 });
    expect(sent.at(-1)?.report).toEqual({ position: 9, seconds: 14, finish: 0 });
    expect(media.pendingSeconds('c1', 'm1')).toBe(0);
  });

  test('more than one report may claim is sent in several, the finish flag on the last', async () => {
    await reporter().report('c1', 'm1', { seconds: MEDIA_REPORT_MAX_S + 20, position: 0 }, true);
    expect(sent.map((call) => call.report)).toEqual([
      { position: 0, seconds: MEDIA_REPORT_MAX_S, finish: 0 },
      { position: 0, seconds: 20, finish: 1 },
    ]);
  });

  test('"viewing time not met" keeps the seconds; a task that ended drops them', async () => {
    const media = reporter();
    reply = () => new ApiError(40050, '观看时长未达到要求', 400, 'errors.tasks.viewingTimeNotMet');
    expect((await media.report('c1', 'm1', { seconds: 5, position: 0 }, true)).kind).toBe('refused');
    expect(media.pendingSeconds('c1', 'm1')).toBe(5);

    reply = () => new ApiError(40353, '任务已结束', 403, 'errors.tasks.ended');
    expect((await media.report('c1', 'm1', { seconds: 1, position: 0 })).kind).toBe('refused');
    expect(media.pendingSeconds('c1', 'm1')).toBe(0);
  });

  test('a forced logout or a server failure keeps the seconds for later', async () => {
    const media = reporter();
    reply = () => new ApiError(10000, '', 401, 'errors.loginRequired');
    await media.report('c1', 'm1', { seconds: 3, position: 0 });
    reply = () => new ApiError(50000, '', 500, 'errors.unknown');
    await media.report('c1', 'm1', { seconds: 2, position: 0 });
    expect(media.pendingSeconds('c1', 'm1')).toBe(5);
  });

  test('reports made together never send the same seconds twice', async () => {
    const media = reporter();
    const outcomes = await Promise.all([media.report('c1', 'm1', { seconds: 6, position: 1 }), media.report('c1', 'm1', { seconds: 4, position: 2 })]);
    expect(outcomes.map((outcome) => outcome.kind)).toEqual(['sent', 'nothing']);
    expect(sent.map((call) => call.report)).toEqual([{ position: 2, seconds: 10, finish: 0 }]);
  });

  test('a finish after everything was sent still goes, with the last position', async () => {
    const media = reporter();
    await Promise.all([media.report('c1', 'm1', { seconds: 6, position: 40 }), media.report('c1', 'm1', { seconds: 0, position: 41 }, true)]);
    expect(sent.map((call) => call.report)).toEqual([
      { position: 41, seconds: 6, finish: 0 },
      { position: 41, seconds: 0, finish: 1 },
    ]);
  });

  test('flush sends every pending entry and stops at the first sign of no connection', async () => {
    outbox.add({ childId: 'c1', mediaId: 'm1', seconds: 7, position: 0 });
    outbox.add({ childId: 'c2', mediaId: 'm2', seconds: 8, position: 3 });
    await reporter().flush('c2');
    expect(sent).toEqual([{ childId: 'c2', mediaId: 'm2', report: { position: 3, seconds: 8, finish: 0 } }]);

    reply = networkDown;
    outbox.add({ childId: 'c3', mediaId: 'm3', seconds: 1, position: 0 });
    await reporter().flush();
    expect(sent).toHaveLength(2);
    expect(outbox.all().map((entry) => entry.childId)).toEqual(['c1', 'c3']);
  });

  test('a background flush and the open page report through one queue: the same seconds never go twice', async () => {
    const media = reporter();
    outbox.add({ childId: 'c1', mediaId: 'm1', seconds: 7, position: 0 });
    await Promise.all([media.flush(), media.report('c1', 'm1', { seconds: 3, position: 4 })]);
    expect(sent.map((call) => call.report.seconds).reduce((sum, seconds) => sum + seconds, 0)).toBe(10);
    expect(outbox.all()).toEqual([]);
  });
});

test('a flush leaves a media open on a page to that page, until it is released', async () => {
  const media = reporter();
  outbox.add({ childId: 'c1', mediaId: 'm1', seconds: 4, position: 0 });
  outbox.add({ childId: 'c2', mediaId: 'm1', seconds: 7, position: 0 });
  const release = media.hold('c1', 'm1');
  await media.flush();
  expect(sent.map((call) => [call.childId, call.report.seconds])).toEqual([['c2', 7]]);
  // The page's own report sends it and gets the server's numbers.
  expect((await media.report('c1', 'm1', { seconds: 1, position: 2 })).kind).toBe('sent');
  expect(sent.at(-1)).toMatchObject({ childId: 'c1', report: { seconds: 5 } });

  outbox.add({ childId: 'c1', mediaId: 'm1', seconds: 3, position: 2 });
  release();
  await media.flush();
  expect(sent.at(-1)).toMatchObject({ childId: 'c1', report: { seconds: 3 } });
});

describe('a page closed while a report is in flight', () => {
  /** A sender whose first call waits for `answerFirst` (`started` once it is out); every call is recorded with its keepalive flag. */
  function closingPage() {
    const calls: { seconds: number; keepalive: boolean }[] = [];
    let answerFirst: (failure?: ApiError) => void = () => undefined;
    let onStart: () => void = () => undefined;
    const started = new Promise<void>((resolve) => (onStart = resolve));
    const first = new Promise<ApiError | undefined>((resolve) => (answerFirst = resolve));
    const media = createProgressSender(
      async (report, { keepalive }) => {
        calls.push({ seconds: report.seconds, keepalive });
        onStart();
        const result = calls.length === 1 ? await first : reply(report);
        if (result instanceof ApiError) throw result;
        return result ?? answer(report);
      },
      () => outbox,
    );
    return { media, calls, answerFirst, started };
  }

  test('the keepalive report goes at once with only the seconds not in flight, and every second is credited once', async () => {
    const { media, calls, answerFirst, started } = closingPage();
    const periodic = media.report('c1', 'm1', { seconds: 6, position: 1 });
    await started;
    const closing = await media.report('c1', 'm1', { seconds: 4, position: 2 }, false, true);
    expect(closing.kind).toBe('sent');
    expect(calls).toEqual([
      { seconds: 6, keepalive: false },
      { seconds: 4, keepalive: true },
    ]);
    // The periodic report's seconds wait in the outbox until the server answers it.
    expect(media.pendingSeconds('c1', 'm1')).toBe(6);

    answerFirst();
    await periodic;
    expect(media.pendingSeconds('c1', 'm1')).toBe(0);
    expect(calls.reduce((sum, call) => sum + call.seconds, 0)).toBe(10);
  });

  test('when neither report gets through, all the seconds stay for the next visit, and go once', async () => {
    const { media, answerFirst, started } = closingPage();
    reply = networkDown;
    const periodic = media.report('c1', 'm1', { seconds: 6, position: 1 });
    await started;
    expect((await media.report('c1', 'm1', { seconds: 4, position: 2 }, false, true)).kind).toBe('offline');
    answerFirst(networkDown());
    expect((await periodic).kind).toBe('offline');

    reply = answer;
    sent = [];
    await reporter().flush();
    expect(sent.map((call) => call.report)).toEqual([{ position: 2, seconds: 10, finish: 0 }]);
    expect(outbox.all()).toEqual([]);
  });
});

describe('what is left from earlier, sent in the background', () => {
  test('goes at start, is retried with back-off while offline and goes at once when the connection returns', async () => {
    const { clock, pass } = manualClock();
    let resume = () => undefined as void;
    const connectivity = {
      watch: (on: { resume(): void }) => {
        resume = on.resume;
        return () => undefined;
      },
    };
    const media = createProgressSender(
      async ({ childId, mediaId, ...report }) => {
        sent.push({ childId, mediaId, report });
        const result = reply(report);
        if (result instanceof ApiError) throw result;
        return result;
      },
      () => outbox,
      { clock, connectivity },
    );
    outbox.add({ childId: 'c1', mediaId: 'm1', seconds: 7, position: 0 });
    reply = networkDown;
    media.start();
    await pass(0);
    expect(sent).toHaveLength(1);
    await pass(1000);
    expect(sent).toHaveLength(2);
    reply = answer;
    resume();
    await pass(0);
    expect(sent).toHaveLength(3);
    expect(outbox.all()).toEqual([]);
    media.stop();
  });
});
