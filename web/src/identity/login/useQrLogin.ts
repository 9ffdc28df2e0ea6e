import { ApiError, QR_POLL_MS, type ErrorKey, type StoredUser } from '@peilian/shared';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { initialQrState, isPolling, qrReducer, type QrState } from '../credentials/qrLogin';
import { createWechatQr, pollWechatQr } from '../credentials/wechatQrApi';

/** What to say when no code came: the server's error (network, timeout, WeChat off or failing). */
function failureOf(error: unknown): ErrorKey {
  return error instanceof ApiError && error.key ? error.key : 'errors.unknown';
}

/**
 * Drives the QR state machine: fetches a code while `active`, polls it every 3 s (one request at a
 * time) and reports the signed-in user once the phone confirms. Nothing runs while inactive.
 */
export function useQrLogin(active: boolean, onUser: (user: StoredUser) => void): { state: QrState; refresh: () => void } {
  const [state, dispatch] = useReducer(qrReducer, initialQrState);
  const onUserRef = useRef(onUser);
  onUserRef.current = onUser;

  useEffect(() => {
    if (!active || state.phase !== 'loading') return;
    let live = true;
    createWechatQr()
      .then((code) => live && dispatch({ type: 'created', ...code, now: Date.now() }))
      .catch((error: unknown) => {
        console.warn('[login] no WeChat QR code', error);
        if (live) dispatch({ type: 'createFailed', failure: failureOf(error) });
      });
    return () => {
      live = false;
    };
  }, [active, state.phase]);

  const ticket = state.ticket;
  const polling = active && isPolling(state);
  useEffect(() => {
    if (!polling || !ticket) return;
    let live = true;
    let timer = 0;
    const poll = async () => {
      dispatch({ type: 'tick', now: Date.now() });
      try {
        const answer = await pollWechatQr(ticket);
        if (!live) return;
        dispatch({ type: 'polled', ticket, status: answer.status });
        if (answer.user) onUserRef.current(answer.user);
      } catch (error) {
        // A lost poll is retried on the next round; the code's own expiry still applies.
        console.warn('[login] QR poll failed', error);
      }
      if (live) timer = window.setTimeout(() => void poll(), QR_POLL_MS);
    };
    timer = window.setTimeout(() => void poll(), QR_POLL_MS);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [polling, ticket]);

  const refresh = useCallback(() => dispatch({ type: 'refresh' }), []);
  return { state, refresh };
}
