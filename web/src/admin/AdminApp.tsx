import { NOT_FOUND_ROUTE, VERSION_LABEL, type Language } from '@peilian/shared';
import { ConfigProvider, Layout } from 'antd';
import enUS from 'antd/locale/en_US';
import zhCN from 'antd/locale/zh_CN';
import zhTW from 'antd/locale/zh_TW';
import { useEffect, useMemo, type CSSProperties } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router-dom';
import { loadDeployment, refreshUser, useLanguage, usePrefersReducedMotion, useSession, useT } from '../app';
import { PasswordGate, useLook, Watermark } from '../identity';
import { AdminHeader } from './AdminHeader';
import { ADMIN_ROUTES, ADMIN_TITLES } from './adminRoutes';
import { AdminSider } from './AdminSider';
import { AdminDataProvider } from './data/AdminDataProvider';
import { useSidebar } from './useSidebar';

const DESKTOP_LOCALES = { 'zh-CN': zhCN, 'zh-TW': zhTW, en: enUS } satisfies Record<Language, unknown>;
/**
 * The back office's colours at WCAG AA (4.5:1 on white and on the selected menu item's tint): antd's
 * default blue (#1677ff, 4.1:1), red (#ff4d4f, 3.3:1), green, orange and its grey texts (45 % and
 * 25 % black, 3.4:1 and less) are darkened; the preset tag colours are in global.css.
 * Disabled text keeps antd's own grey (WCAG exempts it).
 */
const ADMIN_TOKENS = {
  colorPrimary: '#0958d9',
  colorPrimaryHover: '#1d63d6',
  colorLink: '#0958d9',
  colorLinkHover: '#1d63d6',
  colorInfo: '#0958d9',
  colorError: '#cf1322',
  colorSuccess: '#237804',
  colorWarning: '#ad4e00',
  colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
  colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
  colorTextQuaternary: 'rgba(0, 0, 0, 0.56)',
  colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
  colorTextDescription: 'rgba(0, 0, 0, 0.6)',
};
/** The organisation's primary colour (personalisation) in place of the product's blue; none keeps it. */
function lookTokens(primary: string) {
  return primary ? { colorPrimary: primary, colorPrimaryHover: primary, colorLink: primary, colorLinkHover: primary, colorInfo: primary } : {};
}
/** Behind the sidebar opened over the page on a narrow screen; a click closes it. */
const MASK_STYLE: CSSProperties = { position: 'fixed', inset: 0, zIndex: 999, background: 'rgba(0, 0, 0, 0.3)' };

/**
 * The admin back office (lazily loaded with antd): desktop layout, watermark, forced password
 * change and the admin routes of every feature's route module (`adminRoutes.ts`). The route guard
 * has already checked the function of the path and refused an unbuilt one; any other path answers 404.
 */
export function AdminApp() {
  const t = useT();
  const language = useLanguage();
  const thirdParty = useSession((state) => state.user?.thirdparty === 1);
  const { pathname } = useLocation();
  const sidebar = useSidebar(pathname);
  const reducedMotion = usePrefersReducedMotion();
  const look = useLook();
  const theme = useMemo(() => ({ token: { ...ADMIN_TOKENS, ...lookTokens(look.primarycolor), motion: !reducedMotion } }), [reducedMotion, look.primarycolor]);
  // A form rule without its own message says the spec's words for a missing field.
  const form = useMemo(() => ({ validateMessages: { required: t('validation.required') } }), [t]);

  useEffect(() => {
    void refreshUser();
    void loadDeployment();
  }, []);

  return (
    <ConfigProvider locale={DESKTOP_LOCALES[language]} theme={theme} form={form}>
      <Layout className="admin-shell">
        <AdminSider
          collapsed={sidebar.collapsed}
          narrow={sidebar.narrow}
          logo={(sidebar.collapsed && look.smalllogo) || look.backstagelogo || look.smalllogo}
        />
        {sidebar.narrow && !sidebar.collapsed && (
          <div role="presentation" aria-hidden style={MASK_STYLE} onClick={sidebar.close} data-testid="admin-sider-mask" />
        )}
        <Layout>
          <AdminHeader collapsed={sidebar.collapsed} onToggle={sidebar.toggle} titles={ADMIN_TITLES} />
          <Layout.Content className="admin-content">
            <AdminDataProvider>
              <Routes>
                {ADMIN_ROUTES.map(({ path, element }) => (
                  <Route key={path} path={path} element={element} />
                ))}
                <Route path="*" element={<Navigate to={NOT_FOUND_ROUTE} replace />} />
              </Routes>
            </AdminDataProvider>
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
