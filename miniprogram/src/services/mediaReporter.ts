import { ApiError, MEDIA_REPORT_MAX_S, isLogoutCode, type MediaReportResponse } from '@peilian/shared'
import type { ProgressOutbox } from './progressOutbox'
import type { TrainingApi } from './trainingApi'

/** How a report ended. Seconds that were not sent stay in the outbox unless the server refused them for good. */
export type ReportOutcome =
  | { kind: 'sent'; response: MediaReportResponse }
  /** An earlier report already sent everything. */
  | { kind: 'nothing' }
  /** No connection: everything stays pending for the next chance. */
  | { kind: 'offline' }
  /** The server said no (task ended or locked, "viewing time not met", …). */
  | { kind: 'refused'; error: unknown }

export interface MediaReporter {
  /**
   * Records measured seconds and the position for a media, then sends everything pending for it
   * (in reports of at most `MEDIA_REPORT_MAX_S`). `finish` asks the server to mark it done.
   */
  report(childId: string, mediaId: string, measured: { seconds: number; position: number }, finish?: boolean): Promise<ReportOutcome>
  /** Sends pending entries (all, or a child task's) left from earlier; stops at the first sign of no connection. */
  flush(childId?: string): Promise<void>
  /** Seconds measured for a media and not yet accepted. */
  pendingSeconds(childId: string, mediaId: string): number
}

/** A failure after which the seconds are still worth sending later. */
function worthRetrying(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false
  if (error.errcode === 0 || isLogoutCode(error.errcode)) return true
  if (error.key === 'errors.tasks.viewingTimeNotMet' || error.key === 'errors.rateLimited') return true
  return error.status >= 500
}

export const isOffline = (error: unknown): boolean => error instanceof ApiError && error.errcode === 0

/**
 * Sends reading/viewing progress through the mediatask PUT, writing every measured second to the
 * outbox first, so nothing measured is lost to a dropped connection or a closed app. Reports go out
 * one at a time (a periodic report and a hide never send the same seconds twice).
 */
export function createMediaReporter(api: TrainingApi, outbox: () => ProgressOutbox): MediaReporter {
  let queue: Promise<unknown> = Promise.resolve()
  /** The latest position per media, for a finish whose seconds an earlier report already took. */
  const positions = new Map<string, number>()
  const keyOf = (childId: string, mediaId: string) => `${childId}/${mediaId}`
  const serial = <T>(work: () => Promise<T>): Promise<T> => {
    const next = queue.then(work, work)
    queue = next.catch(() => undefined)
    return next
  }

  async function send(box: ProgressOutbox, childId: string, mediaId: string, finish: boolean): Promise<ReportOutcome> {
    for (;;) {
      const entry = box.find(childId, mediaId)
      if (!entry && !finish) return { kind: 'nothing' }
      const pending = entry?.seconds ?? 0
      const seconds = Math.min(pending, MEDIA_REPORT_MAX_S)
      const last = pending <= seconds
      let response: MediaReportResponse
      try {
        response = await api.report(childId, mediaId, { position: entry?.position ?? positions.get(keyOf(childId, mediaId)) ?? 0, seconds, finish: finish && last ? 1 : 0 })
      } catch (error) {
        if (isOffline(error)) return { kind: 'offline' }
        if (!worthRetrying(error)) box.drop(childId, mediaId)
        return { kind: 'refused', error }
      }
      box.settle(childId, mediaId, seconds)
      if (last) return { kind: 'sent', response }
    }
  }

  return {
    report(childId, mediaId, measured, finish = false) {
      const box = outbox()
      const position = Math.max(0, measured.position)
      positions.set(keyOf(childId, mediaId), position)
      box.add({ childId, mediaId, seconds: Math.max(0, Math.floor(measured.seconds)), position })
      return serial(() => send(box, childId, mediaId, finish))
    },
    flush(childId) {
      return serial(async () => {
        const box = outbox()
        for (const entry of box.all().filter((item) => childId === undefined || item.childId === childId)) {
          if ((await send(box, entry.childId, entry.mediaId, false)).kind === 'offline') return
        }
      })
    },
    pendingSeconds: (childId, mediaId) => outbox().find(childId, mediaId)?.seconds ?? 0,
  }
}
