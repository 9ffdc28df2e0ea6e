import { VERSION_LABEL, type Language, type MessageKey } from '@peilian/shared';
import { ConfigProvider, Layout } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { loadDeployment } from '../app/deployment';
import { useLanguage, useSession, useT } from '../app/hooks';
import { refreshUser } from '../app/session';
import { ADMIN_HOME } from '../routes/access';
import { PasswordGate } from '../session/PasswordGate';
import { Watermark } from '../session/Watermark';
import { AdminFunctionPage } from './AdminFunctionPage';
import { AdminHeader } from './AdminHeader';
import { AdminHomePage } from './AdminHomePage';
import { AdminSider } from './AdminSider';
import { PEOPLE_ROUTES, PEOPLE_TITLES } from './people/routes';
import { readSidebarCollapsed, writeSidebarCollapsed } from './sidebarCookie';

const DESKTOP_LOCALES = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS } satisfies Record<Language, unknown>;
const THEME = { token: { colorPrimary: '#1677ff' } };
const TITLES: Record<string, MessageKey> = { [ADMIN_HOME]: 'admin.homeTitle', ...PEOPLE_TITLES };

/**
 * The admin back office (lazily loaded with antd): desktop layout, watermark, forced password
 * change and the admin routes. The route guard has already checked the function of the path; a
 * permitted function without its page yet shows `AdminFunctionPage`.
 */
export function AdminApp() {
  const t = useT();
  const language = useLanguage();
  const thirdParty = useSession((state) => state.user?.thirdparty === 1);
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);

  useEffect(() => {
    void refreshUser();
    void loadDeployment();
  }, []);

  const toggle = () => {
    setCollapsed(!collapsed);
    writeSidebarCollapsed(!collapsed);
  };

  return (
    <ConfigProvider locale={DESKTOP_LOCALES[language]} theme={THEME}>
      <Layout className="admin-shell">
        <AdminSider collapsed={collapsed} onBreakpoint={(narrow) => setCollapsed(narrow || readSidebarCollapsed())} />
        <Layout>
          <AdminHeader collapsed={collapsed} onToggle={toggle} titles={TITLES} />
          <Layout.Content className="admin-content">
            <Routes>
              <Route path="homePage/homePage" element={<AdminHomePage />} />
              {PEOPLE_ROUTES.map(({ path, element }) => (
                <Route key={path} path={path} element={element} />
              ))}
              <Route path="*" element={<AdminFunctionPage />} />
            </Routes>
          </Layout.Content>
          <Layout.Footer className="admin-footer">
            {t('app.fullName')}
            {!thirdParty && <span data-testid="version-label"> · {t('app.versionLabel', { version: VERSION_LABEL })}</span>}
          </Layout.Footer>
        </Layout>
      </Layout>
      <Watermark />
      <PasswordGate />
    </ConfigProvider>
  );
}
