const COOKIE = 'sidebarStatus';

/** Whether the sidebar was left collapsed (admin §2: the toggle state is kept in a cookie). */
export function readSidebarCollapsed(): boolean {
  return document.cookie.split('; ').some((entry) => entry === `${COOKIE}=0`);
}

export function writeSidebarCollapsed(collapsed: boolean): void {
  document.cookie = `${COOKIE}=${collapsed ? 0 : 1}; path=/; max-age=31536000; SameSite=Lax`;
}
