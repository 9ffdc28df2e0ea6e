import { useState, useSyncExternalStore } from 'react';
import { readSidebarCollapsed, writeSidebarCollapsed } from './sidebarCookie';

/** admin §2: below 992 px wide the layout becomes mobile (antd's `lg` breakpoint). */
const NARROW_QUERY = '(max-width: 991.98px)';

function subscribe(onChange: () => void): () => void {
  const query = window.matchMedia(NARROW_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

const isNarrow = () => window.matchMedia(NARROW_QUERY).matches;

export interface Sidebar {
  narrow: boolean;
  collapsed: boolean;
  toggle: () => void;
  close: () => void;
}

/**
 * The sidebar's state (admin §2). On a desktop the toggle collapses it to icons and the choice is
 * kept in a cookie. Below 992 px it starts closed, the toggle opens it over the page, and it
 * closes again on the next route change: it is open only on the route it was opened on.
 */
export function useSidebar(pathname: string): Sidebar {
  const narrow = useSyncExternalStore(subscribe, isNarrow);
  const [desktopCollapsed, setDesktopCollapsed] = useState(readSidebarCollapsed);
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = narrow && openOn === pathname;

  const toggle = () => {
    if (narrow) {
      setOpenOn(mobileOpen ? null : pathname);
      return;
    }
    setOpenOn(null);
    setDesktopCollapsed(!desktopCollapsed);
    writeSidebarCollapsed(!desktopCollapsed);
  };

  return { narrow, collapsed: narrow ? !mobileOpen : desktopCollapsed, toggle, close: () => setOpenOn(null) };
}
