import { createLookSource, DEFAULT_LOOK, loginLookOrg, type Look } from '@peilian/shared';
import { useEffect, useState } from 'react';
import { deviceStorage, learnerApi, useSession, useT } from '../../app';
import { showToast } from '../../components/toast';
import { useRefreshOnReturn } from './refreshOnReturn';

/**
 * The organisation's look on the login page and in both layouts: the shared look source (one
 * `GET api/systemconfig` per session token, or before sign-in per organisation, shared by every
 * page). The back office's save forgets it, so the admin's own tab shows a new look at once; another
 * tab reads it again when the user comes back to it (`useRefreshOnReturn`) or loads the app.
 */
const source = createLookSource({ fetch: (query) => learnerApi.look.systemConfig(query), storage: deviceStorage });
const listeners = new Set<() => void>();

/** Drops every look this tab has read and re-reads it where it is shown (after the back office saves one). */
export function forgetLook(): void {
  source.forget();
  for (const listener of listeners) listener();
}

function useLookVersion(): number {
  const [version, setVersion] = useState(0);
  useEffect(() => {
    const listener = () => setVersion((value) => value + 1);
    listeners.add(listener);
    return () => void listeners.delete(listener);
  }, []);
  return version;
}

/** The organisation this device last signed into, for the login page's look before sign-in (undefined while it is read). */
function useLastOrg(orgid: string): string | null | undefined {
  const [lastOrg, setLastOrg] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (orgid) {
      void source.rememberOrg(orgid);
      return;
    }
    void source.lastOrg().then(setLastOrg);
  }, [orgid]);
  return lastOrg;
}

/** The primary colour as the learner pages' `--brand` (antd-mobile's primary follows it); none keeps the stylesheet's. */
function applyColours(look: Look): void {
  const root = document.documentElement.style;
  if (look.primarycolor) root.setProperty('--brand', look.primarycolor);
  else root.removeProperty('--brand');
}

/**
 * The look to show: the signed-in user's organisation's, else (the login page) that of `linkOrg`
 * (`?org=` of the link) or of the organisation this device last signed into, else the product's own.
 * While it loads, and when it cannot be had, the default look; a failure says the spec's message.
 */
export function useLook(linkOrg?: string | null): Look {
  const t = useT();
  const token = useSession((state) => state.user?.token ?? '');
  const orgid = useSession((state) => state.user?.orgid ?? '');
  const lastOrg = useLastOrg(orgid);
  const version = useLookVersion();
  useRefreshOnReturn(forgetLook);
  const [look, setLook] = useState<Look>(DEFAULT_LOOK);
  const org = token ? undefined : loginLookOrg(linkOrg, lastOrg);

  const waiting = !token && !linkOrg && lastOrg === undefined;

  useEffect(() => {
    if (waiting) return;
    let live = true;
    void source.look(token, org, orgid).then(({ look: next, error }) => {
      if (!live) return;
      setLook(next);
      applyColours(next);
      if (error) showToast({ content: t(error) });
    });
    return () => {
      live = false;
    };
  }, [waiting, token, org, orgid, version, t]);
  return look;
}
