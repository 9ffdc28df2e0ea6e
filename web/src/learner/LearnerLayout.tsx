import AppOutline from 'antd-mobile-icons/es/AppOutline';
import MessageOutline from 'antd-mobile-icons/es/MessageOutline';
import PieOutline from 'antd-mobile-icons/es/PieOutline';
import UserOutline from 'antd-mobile-icons/es/UserOutline';
import { isDealerUser } from '@peilian/shared';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet } from 'react-router-dom';
import { loadDeployment, refreshUser, useEdition, usePermissionContext, useSession, useT } from '../app';
import { adminEntry, ASSISTANT_SERVICE_PATH, LEARNER_HOME } from '../routes';
import { LookLogo, PasswordGate, useLook, Watermark } from '../identity';
import { useOutboxFlush } from '../training';
import { LanguagePicker } from '../components/LanguagePicker';
import { LearnerTabBar, type LearnerTab } from './LearnerTabBar';
import { MiniProgramQr } from './MiniProgramQr';
import { UserMenu } from './UserMenu';

const MINE = '/user/mine';
/** The head's search box, loaded for a dealer's learner only: the shell of everyone else carries none of the assistant. */
const HeadSearch = lazy(() => import('../assistant').then((module) => ({ default: module.HeadSearch })));
/** `terminal` value of users who also use the mini-program (spec §2.9). */
const MINI_PROGRAM_TERMINAL = 2;

/** The mobile-first learner shell: top bar (a dealer's search box, mini-program QR, language, user), bottom tabs (智能知识 for dealers), watermark (spec §2.9). */
export function LearnerLayout() {
  const t = useT();
  const context = usePermissionContext();
  const edition = useEdition();
  const admin = useSession((state) => (state.user && state.user.thirdparty !== 1 ? adminEntry(state.user, context) : null));
  const miniProgram = useSession((state) => state.user?.terminal === MINI_PROGRAM_TERMINAL) && edition === 'hosted';
  const look = useLook();
  const dealer = useSession((state) => isDealerUser(state.user));

  useEffect(() => {
    void refreshUser();
    void loadDeployment();
  }, []);
  useOutboxFlush();

  const tabs: LearnerTab[] = [
    { key: LEARNER_HOME, title: t('nav.trainingCentre'), icon: <AppOutline /> },
    ...(dealer ? [{ key: ASSISTANT_SERVICE_PATH, title: t('assistant.knowledge'), icon: <MessageOutline /> }] : []),
    { key: MINE, title: t('nav.personalCentre'), icon: <UserOutline /> },
    ...(admin ? [{ key: admin, title: t('nav.admin'), icon: <PieOutline /> }] : []),
  ];

  return (
    <div className="learner-shell">
      <header className="learner-top">
        {dealer && (
          <Suspense fallback={null}>
            <HeadSearch />
          </Suspense>
        )}
        <LookLogo logo={look.trainlogo} small={look.smalllogo} name={t('app.name')} className="learner-top-title" testId="learner-logo" />
        <div className="learner-top-actions">
          {miniProgram && <MiniProgramQr />}
          <LanguagePicker />
          <UserMenu />
        </div>
      </header>
      <main className="learner-main">
        <Outlet />
      </main>
      <LearnerTabBar tabs={tabs} />
      <Watermark />
      <PasswordGate />
    </div>
  );
}
