import type { Language } from '@peilian/shared';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import zhTW from 'antd-mobile/es/locales/zh-TW';
import { HashRouter, useRoutes } from 'react-router-dom';
import { UpdatePrompt } from '../pwa/UpdatePrompt';
import { routes } from '../routes/routes';
import { SessionKeeper } from '../session/SessionKeeper';
import { useLanguage } from './hooks';

const MOBILE_LOCALES = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS } satisfies Record<Language, unknown>;

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The whole web app: antd-mobile locale, hash routing (spec §2.1), the session heartbeat and the
 * update prompt. The declarative HashRouter is used because the app has no loaders or actions; it
 * keeps the data router's engine (~35 kB) out of the learner bundle.
 */
export function App() {
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
