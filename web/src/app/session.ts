import { storedUserSchema, type StoredUser } from '@peilian/shared';
import { api, endSession, sessionStore } from './services';

interface LoginResponse {
  user?: unknown[];
}

/** Signs in with account and password; stores and returns the user (spec §7 `POST api/login`). */
export async function loginWithPassword(account: string, password: string): Promise<StoredUser> {
  const response = await api.post<LoginResponse>('api/login', { account, password });
  const user = storedUserSchema.parse(response.user?.[0]);
  sessionStore.getState().setUser(user);
  api.resetLogout();
  return user;
}

/** Tells the server the session ends (best effort — offline logout still works), then restarts at login. */
export async function logout(): Promise<void> {
  try {
    await api.post('api/admin/system/online/logout');
  } catch (error) {
    console.warn('[session] server logout failed; ending the local session anyway', error);
  }
  endSession();
}

/**
 * Refreshes the stored user from the server (learning time, flags). Failures are ignored: offline
 * the stored user stays, and forced-logout codes are handled by the client's onLogout.
 */
export async function refreshUser(): Promise<void> {
  const token = sessionStore.getState().user?.token;
  if (!token) return;
  try {
    const response = await api.get<{ user?: unknown }>('api/trainning/user/logininfo');
    const parsed = storedUserSchema.safeParse(response.user);
    const current = sessionStore.getState().user;
    if (parsed.success && current?.token === token) sessionStore.getState().setUser({ ...parsed.data, token });
  } catch {
    // Offline or refused: the stored user remains; logout codes already ended the session.
  }
}
