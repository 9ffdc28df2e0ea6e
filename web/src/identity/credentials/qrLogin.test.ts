import { QR_VALIDITY_S } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { canRefresh, initialQrState, isPolling, qrReducer, type QrEvent, type QrState } from './qrLogin';

const created: QrEvent = { type: 'created', ticket: 't1', url: 'https://open.example/qr?state=t1', expiresIn: QR_VALIDITY_S, now: 1_000 };
const run = (...events: QrEvent[]): QrState => events.reduce(qrReducer, initialQrState);

describe('WeChat QR login', () => {
  it('shows a new code and polls it', () => {
    const state = run(created);
    expect(state).toEqual({ phase: 'waiting', ticket: 't1', url: 'https://open.example/qr?state=t1', expiresAt: 181_000, failure: null });
    expect(isPolling(state)).toBe(true);
  });

  it('follows the phone: scanned, then confirmed', () => {
    const scanned = run(created, { type: 'polled', ticket: 't1', status: 'scanned' });
    expect(scanned.phase).toBe('scanned');
    expect(isPolling(scanned)).toBe(true);
    const confirmed = qrReducer(scanned, { type: 'polled', ticket: 't1', status: 'confirmed' });
    expect(confirmed.phase).toBe('confirmed');
    expect(isPolling(confirmed)).toBe(false);
  });

  it('expires after 180 s on the client clock even if the server still says waiting', () => {
    const state = run(created, { type: 'tick', now: 180_999 });
    expect(state.phase).toBe('waiting');
    const expired = qrReducer(state, { type: 'tick', now: 181_000 });
    expect(expired.phase).toBe('expired');
    expect(isPolling(expired)).toBe(false);
    expect(canRefresh(expired)).toBe(true);
    expect(qrReducer(expired, { type: 'polled', ticket: 't1', status: 'waiting' }).phase).toBe('expired');
  });

  it('takes the server saying expired or unbound, and both offer a refresh', () => {
    expect(canRefresh(run(created, { type: 'polled', ticket: 't1', status: 'expired' }))).toBe(true);
    const unbound = run(created, { type: 'polled', ticket: 't1', status: 'unbound' });
    expect(unbound.phase).toBe('unbound');
    expect(canRefresh(unbound)).toBe(true);
  });

  it('ignores answers about a replaced code', () => {
    const state = run(created, { type: 'refresh' }, { ...created, ticket: 't2' }, { type: 'polled', ticket: 't1', status: 'confirmed' });
    expect(state.phase).toBe('waiting');
    expect(state.ticket).toBe('t2');
  });

  it('keeps why no code could be created, and a retry starts over', () => {
    const state = run({ type: 'createFailed', failure: 'errors.network' });
    expect(state).toMatchObject({ phase: 'failed', failure: 'errors.network', url: null });
    expect(qrReducer(state, { type: 'refresh' })).toEqual(initialQrState);
  });

  it('tells a server without WeChat apart from a failure', () => {
    expect(run({ type: 'createFailed', failure: 'errors.wechatNotEnabled' })).toMatchObject({ phase: 'disabled', failure: 'errors.wechatNotEnabled' });
  });
});
