import type { Language } from '@peilian/shared';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { I18nextProvider } from 'react-i18next';
import { useLayoutEffect } from 'react';
import { HashRouter, useLocation, useRoutes } from 'react-router-dom';
import { UpdatePrompt } from '../pwa';
import { routes } from './routes';
import { SessionKeeper } from '../identity';
import { i18n, useLanguage } from '../app';
import { endFirstSight } from '../lib/firstSight';
import { LEARNER_HOME } from '../routes';

const MOBILE_LOCALES = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS } satisfies Record<Language, unknown>;

function AppRoutes() {
  const { pathname } = useLocation();
  // The centre's first sight, painted before the app loaded, gives way to any other page at once
  // (the centre ends it itself when its content is on screen).
  useLayoutEffect(() => {
    if (pathname !== LEARNER_HOME) endFirstSight();
  }, [pathname]);
  return useRoutes(routes);
}

function LocalisedApp() {
  const language = useLanguage();
  return (
    <ConfigProvider locale={MOBILE_LOCALES[language]}>
      <HashRouter>
        <AppRoutes />
      </HashRouter>
      <SessionKeeper />
      <UpdatePrompt />
    </ConfigProvider>
  );
}

/**
 * The whole web app: the interface language (react-i18next over the app's i18next instance),
 * antd-mobile locale, hash routing (spec §2.1), the session heartbeat and the update prompt. The
 * declarative HashRouter is used because the app has no loaders or actions; it keeps the data
 * router's engine (~35 kB) out of the learner bundle.
 */
export function App() {
  return (
    <I18nextProvider i18n={i18n.instance}>
      <LocalisedApp />
    </I18nextProvider>
  );
}
