import { profileRows, profileSummary, VERSION_LABEL, type ProfileRow, type StoredUser } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { logout, useSession, useT } from '../app';
import { AppealsEntryRow } from '../appeals';
import { FAQ_PATH } from '../faq';
import { NoticesEntryRow, TaskMessageEntry } from '../notices';
import { PRACTICE_PATH } from '../practice';
import { RANKING_PATH } from '../training';
import { ListAction } from '../components/ListAction';
import { AvatarUpload } from './AvatarUpload';
import { BadgeList } from './BadgeList';
import { avatarUrl } from '../lib/avatar';
import { pwaStore } from '../pwa';
import { profileStore } from './profile';
import { MyFigures } from './MyFigures';
import { VoiceprintCard } from '../identity';
import './training.css';

/** The stored profile's line ids the browser tests look for. */
const ROW_TEST_IDS: Partial<Record<ProfileRow['id'], string>> = { level: 'mine-level', stars: 'mine-stars', completed: 'mine-completed' };

type Profile = ReturnType<typeof profileStore.getState>['profile'];

/** A profile line's value; the level with its icon when it has one. */
function RowValue({ row, icon }: { row: ProfileRow; icon: string | undefined }) {
  return (
    <span data-testid={ROW_TEST_IDS[row.id]}>
      {icon && <img className="level-icon" src={avatarUrl(icon)} alt="" width={20} height={20} />}
      {row.value}
    </span>
  );
}

/** The profile's lines (learning time, level, stars, completed…) and the ways to practice, the FAQ drill and the ranking. */
function MineList({ profile, user }: { profile: Profile; user: StoredUser }) {
  const t = useT();
  const summary = profileSummary(profile, user);
  const install = useStore(pwaStore, (state) => state.install);
  return (
    <List>
      <List.Item extra={<span data-testid="learning-time">{summary.learningTime}</span>}>{t('learner.learningTime')}</List.Item>
      {profileRows(t, profile, user).map((row) => (
        <List.Item key={row.id} extra={<RowValue row={row} icon={row.id === 'level' ? profile?.levelicon : ''} />}>
          {row.label}
        </List.Item>
      ))}
      {profile && profile.badges.length > 0 && (
        <List.Item description={<BadgeList badges={profile.badges} testId="mine-badges" />}>{t('profile.badges')}</List.Item>
      )}
      <ListAction to={PRACTICE_PATH} testId="mine-practice">
        {t('practiceLearner.entry')}
      </ListAction>
      <ListAction to={FAQ_PATH} testId="faq-free-entry">
        {t('faqLearner.freeEntry')}
      </ListAction>
      <NoticesEntryRow />
      <AppealsEntryRow />
      <ListAction to={RANKING_PATH} testId="mine-ranking">
        {t('learnerTraining.mine.ranking')}
      </ListAction>
      {install && (
        <ListAction onClick={() => void install()} testId="mine-install">
          {t('pwa.install')}
        </ListAction>
      )}
    </List>
  );
}

/**
 * The personal centre (/user/mine): profile with avatar upload, level, experience, stars, total
 * learning time and completed packages (`GET api/trainning/v3/mine`); offline it shows the stored
 * user's summary. The learner's own figures and recent results follow (`MyFigures`, loaded apart).
 */
export function MinePage() {
  const t = useT();
  const user = useSession((state) => state.user);
  const profile = useStore(profileStore, (state) => state.profile);

  useEffect(() => {
    void profileStore.getState().load();
  }, []);

  if (!user) return null;
  const summary = profileSummary(profile, user);

  return (
    <section className="learner-page">
      <h1 className="page-title">{t('learner.mineTitle')}</h1>
      <div className="mine-profile">
        <AvatarUpload avatar={summary.avatar} save={(path) => profileStore.getState().saveAvatar(path)} />
        <div>
          <div className="mine-name" data-testid="mine-name">
            {summary.name}
          </div>
          <div className="mine-org">{summary.organisation}</div>
        </div>
      </div>
      <MineList profile={profile} user={user} />
      <TaskMessageEntry />
      <MyFigures />
      {user.thirdparty !== 1 && <VoiceprintCard />}
      <div className="mine-actions">
        <Button block color="danger" fill="outline" onClick={() => void logout()}>
          {t('nav.logout')}
        </Button>
      </div>
      {user.thirdparty !== 1 && (
        <footer className="app-version" data-testid="version-label">
          {t('app.versionLabel', { version: VERSION_LABEL })}
        </footer>
      )}
    </section>
  );
}
