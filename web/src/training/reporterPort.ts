import { ApiError, isNetworkFailure, type MediaProgressPort } from '@peilian/shared';
import type { ProgressReporter } from './progressReporter';

/** The shared progress store's port over a page's reporter: measured seconds join its outbox before each report. */
export function reporterPort(reporter: ProgressReporter): MediaProgressPort {
  return {
    async report(_mediaId, { seconds, position }, { finish, keepalive }) {
      reporter.setPosition(position);
      reporter.addSeconds(seconds, position);
      if (!finish) return reporter.report({ keepalive });
      try {
        return { kind: 'sent', response: await reporter.finish() };
      } catch (error) {
        return !(error instanceof ApiError) || isNetworkFailure(error) ? { kind: 'offline', error } : { kind: 'refused', error };
      }
    },
    pendingSeconds: () => reporter.snapshot().pending,
  };
}
