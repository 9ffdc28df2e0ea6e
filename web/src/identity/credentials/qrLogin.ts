/** The WeChat QR login as a pure state machine (spec §2.2, §4: poll every 3 s, expire after 180 s). */
import type { ErrorKey } from '@peilian/shared';

/** `failed`: no code could be had, a retry may help; `disabled`: the server has no WeChat app, it cannot. */
export type QrPhase = 'loading' | 'waiting' | 'scanned' | 'unbound' | 'expired' | 'failed' | 'disabled' | 'confirmed';
export type QrStatus = 'waiting' | 'scanned' | 'expired' | 'unbound' | 'confirmed';

export interface QrState {
  phase: QrPhase;
  ticket: string | null;
  /** What the QR code encodes (the WeChat authorise page). */
  url: string | null;
  /** Wall-clock time (ms) after which the code is shown as expired, whatever the server says. */
  expiresAt: number;
  /** Why no code is shown, in the `failed` and `disabled` phases. */
  failure: ErrorKey | null;
}

export type QrEvent =
  | { type: 'refresh' }
  | { type: 'created'; ticket: string; url: string; expiresIn: number; now: number }
  | { type: 'createFailed'; failure: ErrorKey }
  | { type: 'polled'; ticket: string; status: QrStatus }
  | { type: 'tick'; now: number };

export const initialQrState: QrState = { phase: 'loading', ticket: null, url: null, expiresAt: 0, failure: null };

/** Whether the code is on screen and still waiting for the phone. */
export function isPolling(state: QrState): boolean {
  return state.phase === 'waiting' || state.phase === 'scanned';
}

/** Whether a click on the code shown should fetch a new one. */
export function canRefresh(state: QrState): boolean {
  return state.phase === 'expired' || state.phase === 'unbound';
}

export function qrReducer(state: QrState, event: QrEvent): QrState {
  switch (event.type) {
    case 'refresh':
      return initialQrState;
    case 'created':
      return { phase: 'waiting', ticket: event.ticket, url: event.url, expiresAt: event.now + event.expiresIn * 1000, failure: null };
    case 'createFailed':
      return { ...initialQrState, phase: event.failure === 'errors.wechatNotEnabled' ? 'disabled' : 'failed', failure: event.failure };
    case 'polled':
      // An answer for a code that was replaced meanwhile, or after the code settled, changes nothing.
      if (event.ticket !== state.ticket || !isPolling(state)) return state;
      return event.status === state.phase ? state : { ...state, phase: event.status };
    case 'tick':
      return isPolling(state) && event.now >= state.expiresAt ? { ...state, phase: 'expired' } : state;
  }
}
