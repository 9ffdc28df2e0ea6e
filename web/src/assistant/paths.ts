import { ASSISTANT_SERVICE_PATH } from '../routes';

/** 智能知识, the dealer organisations' tab (inside the learner's tab layout). */
export const SERVICE_PATH = ASSISTANT_SERVICE_PATH;
/** The search page, opened in a new window from the head's search box. */
export const SEARCH_PATH = '/user/search';
/** The page the smart customer-service dialog embeds (public: its token is the credential). */
export const AICENTER_PATH = '/aicenter';

/** The address of a search in a new window (hash routing): `#/user/search?value=…`. */
export function searchWindowUrl(text: string): string {
  return `#${SEARCH_PATH}?value=${encodeURIComponent(text.trim())}`;
}

/**
 * The embedded page's address on this app: the server's `/aicenter?token=…` (a path, which the static
 * server answers with the app) carried into the hash route the app reads.
 */
export function aiCenterFrameUrl(url: string): string {
  const parsed = new URL(url, window.location.origin);
  return parsed.pathname === AICENTER_PATH ? `/#${AICENTER_PATH}${parsed.search}` : parsed.href;
}
