const KEY = 'peilian-wx-login-state';

/** Remembers the state of a web WeChat login this browser started (/wxcall/login). */
export function rememberWebLoginState(state: string): void {
  try {
    sessionStorage.setItem(KEY, state);
  } catch {
    // Without storage the callback only reports the result; the user signs in on the login page.
  }
}

/** True (once) when the callback's state is the one this browser started; such a browser signs in itself. */
export function takeWebLoginState(state: string): boolean {
  try {
    const mine = sessionStorage.getItem(KEY);
    if (mine && mine === state) {
      sessionStorage.removeItem(KEY);
      return true;
    }
  } catch {
    // Storage unavailable: treat it as another device.
  }
  return false;
}
