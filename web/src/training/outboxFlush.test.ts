import { ApiError, type MediaReportResponse, type ProgressReport } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { flushEntry, flushOutbox, holdMedia, type FlushDeps } from './outboxFlush';
import { createProgressOutbox, type OutboxStorage, type PendingProgress } from './progressOutbox';

function memoryStorage(): OutboxStorage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    key: (index) => [...values.keys()][index] ?? null,
    getItem: (name) => values.get(name) ?? null,
    setItem: (name, value) => void values.set(name, value),
    removeItem: (name) => void values.delete(name),
  };
}

const entry = (childId: string, seconds: number, baseCredited = 0): PendingProgress => ({
  userId: 'u1',
  packageId: 'p1',
  childId,
  mediaId: 'm1',
  seconds,
  position: 2,
  baseCredited,
  updatedAt: 1,
});

/** Flush dependencies over a record of credited seconds per child task; `fail` decides how a report fails. */
function deps(credited: Record<string, number>, fail?: (report: ProgressReport) => ApiError | null) {
  const storage = memoryStorage();
  const outbox = createProgressOutbox(() => storage);
  const sent: ProgressReport[] = [];
  const flush: FlushDeps = {
    outbox,
    creditedNow: async (childId) => credited[childId] ?? 0,
    send: async (report) => {
      sent.push(report);
      const failure = fail?.(report);
      if (failure) throw failure;
      credited[report.childId] = (credited[report.childId] ?? 0) + report.seconds;
      return { media: { credited: credited[report.childId] } } as MediaReportResponse;
    },
  };
  return { flush, outbox, sent };
}

describe('sending study time left from an earlier visit', () => {
  it('sends only what the server did not already take', async () => {
    const { flush, outbox, sent } = deps({ c1: 14 });
    outbox.write(entry('c1', 9, 10));
    await expect(flushEntry(entry('c1', 9, 10), flush)).resolves.toBe('sent');
    expect(sent.map((report) => report.seconds)).toEqual([5]);
    expect(outbox.list('u1')).toEqual([]);
  });

  it('sends nothing when the closing report already arrived', async () => {
    const { flush, outbox, sent } = deps({ c1: 19 });
    outbox.write(entry('c1', 9, 10));
    await expect(flushEntry(entry('c1', 9, 10), flush)).resolves.toBe('nothing');
    expect(sent).toEqual([]);
    expect(outbox.list('u1')).toEqual([]);
  });

  it('keeps the time while offline and drops it when the server refuses it', async () => {
    const offline = deps({}, () => new ApiError(0, '', 0, 'errors.network'));
    offline.outbox.write(entry('c1', 6));
    await expect(flushEntry(entry('c1', 6), offline.flush)).resolves.toBe('offline');
    expect(offline.outbox.list('u1')).toHaveLength(1);

    const refused = deps({}, () => new ApiError(40353, '任务已结束', 403, 'errors.tasks.ended'));
    refused.outbox.write(entry('c1', 6));
    await expect(flushEntry(entry('c1', 6), refused.flush)).resolves.toBe('refused');
    expect(refused.outbox.list('u1')).toEqual([]);
  });

  it('leaves media whose page is open to that page', async () => {
    const { flush, outbox, sent } = deps({});
    outbox.write(entry('c1', 4));
    outbox.write(entry('c2', 7));
    const release = holdMedia('c1', 'm1');
    await flushOutbox('u1', flush);
    release();
    expect(sent.map((report) => [report.childId, report.seconds])).toEqual([['c2', 7]]);
    expect(outbox.list('u1').map((pending) => pending.childId)).toEqual(['c1']);
  });
});
