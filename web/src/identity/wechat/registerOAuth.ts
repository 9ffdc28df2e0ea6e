import type { DeviceStorage } from '@peilian/shared';

/** The hash route of the mini-program registration page (spec §2.7). */
export const MINI_REGISTER_PATH = '/wxcall/register';

/** Query parameters the mini-program may open the page with; they survive the OAuth round trip. */
export const CARRIED_PARAMS = ['miniopenid', 'orgid'] as const;

const STATE_KEY = 'peilian-wx-register-state';

/**
 * The in-WeChat authorise URL (base authorisation, `snsapi_base`) that returns to `/wxcall/register`.
 * The server has no endpoint for it yet, so it is derived from the QR-login URL it hands out
 * (`GET api/login/wxqrcode`): same WeChat host and app id, same public origin; only the page, the
 * scope and the state differ. The mini-program's parameters ride along in the redirect URI.
 */
export function registerAuthoriseUrl(qrConnectUrl: string, carried: URLSearchParams, state: string): string {
  const qr = new URL(qrConnectUrl);
  const appid = qr.searchParams.get('appid');
  const callback = qr.searchParams.get('redirect_uri');
  const marker = qr.pathname.lastIndexOf('/connect/');
  if (!appid || !callback || marker < 0) throw new Error('the QR-login URL lacks appid, redirect_uri or /connect/');
  const openBase = `${qr.origin}${qr.pathname.slice(0, marker)}`;

  const back = new URL(callback);
  const prefix = back.pathname.replace(/\/wxcallback\/[^/]*$/, '');
  back.pathname = `${prefix}${MINI_REGISTER_PATH}`;
  back.search = '';
  back.hash = '';
  for (const name of CARRIED_PARAMS) {
    const value = carried.get(name);
    if (value) back.searchParams.set(name, value);
  }
  // WeChat checks the parameter order: appid, redirect_uri, response_type, scope, state.
  const query = `appid=${encodeURIComponent(appid)}&redirect_uri=${encodeURIComponent(back.toString())}&response_type=code&scope=snsapi_base&state=${encodeURIComponent(state)}`;
  return `${openBase}/connect/oauth2/authorize?${query}#wechat_redirect`;
}

/** True when the page is WeChat's answer (it always adds `state`, and `code` when authorised). */
export function isOAuthCallback(params: URLSearchParams): boolean {
  return params.has('code') || params.has('state');
}

/** A random OAuth state for one round trip. */
export function newRegisterState(random: (bytes: Uint8Array) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  return Array.from(random(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function sessionStorageOrNull(): DeviceStorage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

interface SentState {
  state: string;
  /** WeChat came back with it (a reload of that callback may use its code again). */
  returned: boolean;
}

function readSent(storage: DeviceStorage | null): SentState | null {
  try {
    const parsed = JSON.parse(storage?.getItem(STATE_KEY) ?? 'null') as Partial<SentState> | null;
    return parsed && typeof parsed.state === 'string' ? { state: parsed.state, returned: parsed.returned === true } : null;
  } catch {
    return null;
  }
}

function writeSent(storage: DeviceStorage | null, sent: SentState): boolean {
  try {
    storage?.setItem(STATE_KEY, JSON.stringify(sent));
    return storage !== null;
  } catch {
    return false;
  }
}

/** Remembers the state before leaving; false when storage is unavailable (the page then stays put). */
export function rememberRegisterState(state: string, storage = sessionStorageOrNull()): boolean {
  return writeSent(storage, { state, returned: false });
}

/**
 * Whether this tab left for WeChat and has not come back: a visit without a callback then shows the
 * form instead of leaving again, so the page never loops.
 */
export function hasPendingRegisterState(storage = sessionStorageOrNull()): boolean {
  const sent = readSent(storage);
  return sent !== null && !sent.returned;
}

/**
 * The OAuth code of the callback when its state is the one this tab sent. A code with a foreign
 * state is dropped: it could link someone else's WeChat to the account being registered.
 */
export function takeRegisterCode(params: URLSearchParams, storage = sessionStorageOrNull()): string | null {
  const sent = readSent(storage);
  if (!sent || sent.state !== params.get('state')) return null;
  if (!sent.returned) writeSent(storage, { ...sent, returned: true });
  return params.get('code') || null;
}
