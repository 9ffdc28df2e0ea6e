import { formatHms, VERSION_LABEL, type MineResponse } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import List from 'antd-mobile/es/components/list';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSession, useT } from '../app/hooks';
import { logout } from '../app/session';
import { FAQ_PATH } from '../faq/paths';
import { PRACTICE_PATH } from '../practice/paths';
import { RANKING_PATH } from '../training/paths';
import { fetchMine } from '../training/trainingApi';
import { AvatarUpload } from './AvatarUpload';
import { MyFigures } from './MyFigures';
import './training.css';

type Profile = MineResponse['user'];

/**
 * The personal centre (/user/mine): profile with avatar upload, level, experience, stars, total
 * learning time and completed packages (`GET api/trainning/v3/mine`); offline it shows the stored
 * user's summary. The learner's own figures and recent results follow (`MyFigures`, loaded apart).
 */
export function MinePage() {
  const t = useT();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const [profile, setProfile] = useState<Profile | null>(null);

  useEffect(() => {
    let live = true;
    fetchMine()
      .then((mine) => live && setProfile(mine.user))
      .catch((error: unknown) => console.warn('[mine] showing the stored profile', error));
    return () => {
      live = false;
    };
  }, []);

  if (!user) return null;
  const name = profile?.name ?? user.name;
  const department = profile?.departmentname ?? user.departmentname;
  const seconds = profile?.learningseconds ?? user.trainningtime;
  const rows: { label: string; value: string | number; testId?: string }[] = [
    { label: t('learnerTraining.mine.account'), value: profile?.account ?? user.account },
    { label: t('learnerTraining.mine.position'), value: profile?.positionname ?? '' },
    { label: t('profile.role'), value: profile?.rolename ?? user.rolename },
    { label: t('profile.level'), value: profile?.levelname ?? user.levelname, testId: 'mine-level' },
    {
      label: t('learnerTraining.mine.experience'),
      value: profile
        ? `${profile.experience}${profile.nextlevelexperience > 0 ? ` · ${t('learnerTraining.mine.nextLevel', { value: profile.nextlevelexperience - profile.experience })}` : ''}`
        : '',
    },
    { label: t('profile.stars'), value: `★ ${profile?.stars ?? user.userstars}`, testId: 'mine-stars' },
    { label: t('learnerTraining.mine.completedPackages'), value: profile?.completedpackages ?? '', testId: 'mine-completed' },
  ];

  return (
    <section className="learner-page">
      <h1 className="page-title">{t('learner.mineTitle')}</h1>
      <div className="mine-profile">
        <AvatarUpload avatar={profile?.avatar ?? user.avatar} onChanged={(avatar) => setProfile((current) => (current ? { ...current, avatar } : current))} />
        <div>
          <div className="mine-name" data-testid="mine-name">
            {name}
          </div>
          <div className="mine-org">{[user.orgname, department].filter(Boolean).join(' · ')}</div>
        </div>
      </div>
      <List>
        <List.Item extra={<span data-testid="learning-time">{formatHms(seconds)}</span>}>{t('learner.learningTime')}</List.Item>
        {rows
          .filter((row) => row.value !== '')
          .map((row) => (
            <List.Item key={row.label} extra={<span data-testid={row.testId}>{row.value}</span>}>
              {row.label}
            </List.Item>
          ))}
        <List.Item arrow onClick={() => navigate(PRACTICE_PATH)} data-testid="mine-practice">
          {t('practiceLearner.entry')}
        </List.Item>
        <List.Item arrow onClick={() => navigate(FAQ_PATH)} data-testid="faq-free-entry">
          {t('faqLearner.freeEntry')}
        </List.Item>
        <List.Item arrow onClick={() => navigate(RANKING_PATH)} data-testid="mine-ranking">
          {t('learnerTraining.mine.ranking')}
        </List.Item>
      </List>
      <MyFigures />
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
