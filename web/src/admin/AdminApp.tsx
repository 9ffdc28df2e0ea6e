import { VERSION_LABEL, type Language, type MessageKey } from '@peilian/shared';
import { ConfigProvider, Layout } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useState } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { useLanguage, useT } from '../app/hooks';
import { ADMIN_HOME, NOT_FOUND_PATH } from '../routes/access';
import { AdminHeader } from './AdminHeader';
import { AdminHomePage } from './AdminHomePage';
import { AdminSider } from './AdminSider';
import { readSidebarCollapsed, writeSidebarCollapsed } from './sidebarCookie';

const DESKTOP_LOCALES = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS } satisfies Record<Language, unknown>;
const THEME = { token: { colorPrimary: '#1677ff' } };
const TITLES: Record<string, MessageKey> = { [ADMIN_HOME]: 'admin.homeTitle' };

/** The admin back office (lazily loaded with antd): desktop layout and the admin routes. */
export function AdminApp() {
  const t = useT();
  const language = useLanguage();
  const [collapsed, setCollapsed] = useState(readSidebarCollapsed);

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
              <Route index element={<Navigate to={ADMIN_HOME} replace />} />
              <Route path="homePage/homePage" element={<AdminHomePage />} />
              <Route path="*" element={<Navigate to={NOT_FOUND_PATH} replace />} />
            </Routes>
          </Layout.Content>
          <Layout.Footer className="admin-footer">
            {t('app.fullName')} · {t('app.versionLabel', { version: VERSION_LABEL })}
          </Layout.Footer>
        </Layout>
      </Layout>
    </ConfigProvider>
  );
}
