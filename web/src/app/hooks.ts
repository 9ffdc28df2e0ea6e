import { timeZoneOf, translatorOf, type Language, type SessionActions, type SessionState, type Translate } from '@peilian/shared';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from 'zustand';
import { deploymentStore, type Edition } from './deployment';
import { licenceStore, loadLicence, permissionContext, type WebPermissionContext } from './licence';
import { learnerApi, sessionStore } from './services';

/** Selects the smallest slice of the session a component needs; it re-renders only when that changes. */
export function useSession<T>(selector: (state: SessionState & SessionActions) => T): T {
  return useStore(sessionStore, selector);
}

/** The organisation's time zone: every date on screen is shown in it (format/zone.ts in shared). */
export function useTimeZone(): string {
  return useStore(sessionStore, timeZoneOf);
}

/**
 * The typed translate function of the language on screen (react-i18next's instance from the
 * provider). It changes only when the language does, so effects that depend on it run again only then.
 */
export function useT(): Translate {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  return useMemo(() => translatorOf(i18n, language), [i18n, language]);
}

/** The language on screen. */
export function useLanguage(): Language {
  return useTranslation().i18n.language as Language;
}

/** The server's edition (null until known). */
export function useEdition(): Edition | null {
  return useStore(deploymentStore, (state) => state.edition);
}

/** The permission context of shared's rules for the deployment and the organisation's licence. */
export function usePermissionContext(): WebPermissionContext {
  const edition = useEdition();
  const token = useSession((state) => state.user?.token ?? null);
  const licence = useStore(licenceStore, (state) => state.licence);
  return useMemo(() => permissionContext(edition, token, licence), [edition, token, licence]);
}

/** Loads the signed-in administrator's organisation licence (once per session; learners never). */
export function useLicenceLoader(): void {
  const user = useSession((state) => state.user);
  useEffect(() => {
    // Idempotent per session token: a refreshed user of the same session loads nothing again.
    if (user) void loadLicence(user, () => learnerApi.system.applications());
  }, [user]);
}
