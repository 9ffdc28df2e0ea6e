import type { Language, PermissionContext, SessionActions, SessionState, Translate } from '@peilian/shared';
import { useMemo } from 'react';
import { useStore } from 'zustand';
import { deploymentStore, permissionContext, type Edition } from './deployment';
import { i18n, sessionStore } from './services';

/** Selects the smallest slice of the session a component needs; it re-renders only when that changes. */
export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStore(sessionStore, selector);
}

/** The translate function of the language on screen. */
export function useT(): Translate {
  return useStore(i18n.store, (state) => state.t);
}

/** The language on screen. */
export function useLanguage(): Language {
  return useStore(i18n.store, (state) => state.language);
}

/** The server's edition (null until known). */
export function useEdition(): Edition | null {
  return useStore(deploymentStore, (state) => state.edition);
}

/** The permission context of shared's rules for the deployment on screen. */
export function usePermissionContext(): PermissionContext {
  const edition = useEdition();
  return useMemo(() => permissionContext(edition), [edition]);
}
