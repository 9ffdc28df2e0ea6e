import { NavBar, TabBar } from 'antd-mobile';
import AppOutline from 'antd-mobile-icons/es/AppOutline';
import PieOutline from 'antd-mobile-icons/es/PieOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { useSession, useT } from '../app/hooks';
import { refreshUser } from '../app/session';
import { ADMIN_HOME, canEnterAdmin, LEARNER_HOME } from '../routes/access';
import { LanguagePicker } from './LanguagePicker';
import { UserMenu } from './UserMenu';

const MINE = '/user/mine';

/** The mobile-first learner shell: top bar (language, user) and the bottom tabs of spec §2.9. */
export function LearnerLayout() {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const showAdmin = useSession((state) => !!state.user && state.user.thirdparty !== 1 && canEnterAdmin(state.user));

  useEffect(() => {
    void refreshUser();
  }, []);

  const tabs = [
    { key: LEARNER_HOME, title: t('nav.trainingCentre'), icon: <AppOutline /> },
    { key: MINE, title: t('nav.personalCentre'), icon: <UserOutline /> },
    ...(showAdmin ? [{ key: ADMIN_HOME, title: t('nav.admin'), icon: <PieOutline /> }] : []),
  ];

  return (
    <div className="learner-shell">
      <NavBar
        className="learner-top"
        back={null}
        right={
          <div className="learner-top-actions">
            <LanguagePicker />
            <UserMenu />
          </div>
        }
      >
        {t('app.name')}
      </NavBar>
      <main className="learner-main">
        <Outlet />
      </main>
      <TabBar className="learner-tabs" activeKey={pathname} onChange={(key) => navigate(key)}>
        {tabs.map((tab) => (
          <TabBar.Item key={tab.key} icon={tab.icon} title={tab.title} />
        ))}
      </TabBar>
    </div>
  );
}
