/**
 * The demo link of an authorisation code: this app's `/authcode` page (spec §2.4) with the code
 * and its user, on the address the page itself was opened from (any hash dropped).
 */
export function demoLink(pageUrl: string, authcode: string, userid: string): string {
  const base = pageUrl.split('#')[0] ?? pageUrl;
  const query = new URLSearchParams({ authcode, userid });
  return `${base}#/authcode?${query.toString()}`;
}
