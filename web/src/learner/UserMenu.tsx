import { formatHms, isDealerUser } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import Popover from 'antd-mobile/es/components/popover';
import { useStore } from 'zustand';
import { logout, useSession, useT } from '../app';
import { avatarUrl } from '../lib/avatar';
import { BadgeList } from './BadgeList';
import { profileStore } from './profile';
import { UserAvatar } from '../components/UserAvatar';

/**
 * Avatar and name; the popover shows the profile summary of spec §2.9 — department, level (with its
 * icon), stars, learning time — the badges held and the logout button. It reads the stored user at
 * once and the personal centre's profile, asked each time it opens, when that comes.
 */
export function UserMenu() {
  const t = useT();
  const user = useSession((state) => state.user);
  const profile = useStore(profileStore, (state) => state.profile);
  if (!user) return null;
  const own = profile?.id === user.id ? profile : null;
  const rows: [string, string, string][] = [
    [t(isDealerUser(user) ? 'profile.dealer' : 'profile.department'), user.departmentname, ''],
    [t('profile.level'), own?.levelname ?? user.levelname, 'user-card-level'],
    [t('profile.stars'), `★ ${own?.stars ?? user.userstars}`, 'user-card-stars'],
    [t('learner.learningTime'), formatHms(own?.learningseconds ?? user.trainningtime), ''],
  ];
  const sex = user.sex === 2 ? t('profile.sexFemale') : user.sex === 1 ? t('profile.sexMale') : '';

  const content = (
    // A dialog named after the learner: the popover's content sits outside the page's landmarks.
    <div className="user-menu" role="dialog" aria-label={user.name} data-testid="user-card">
      <div className="user-card-head">
        <strong data-testid="user-card-name">{user.name}</strong>
        {sex && <span className="user-card-sex">{sex}</span>}
      </div>
      <dl className="user-card-rows">
        {rows
          .filter(([, value]) => value)
          .map(([label, value, testId]) => (
            <div key={label} className="user-card-row">
              <dt>{label}</dt>
              <dd data-testid={testId || undefined}>
                {testId === 'user-card-level' && own?.levelicon && <img className="level-icon" src={avatarUrl(own.levelicon)} alt="" width={16} height={16} />}
                {value}
              </dd>
            </div>
          ))}
      </dl>
      <BadgeList badges={own?.badges ?? []} testId="user-card-badges" />
      <Button size="small" block color="danger" fill="outline" onClick={() => void logout()} data-testid="logout">
        {t('nav.logout')}
      </Button>
    </div>
  );
  return (
    <Popover
      content={content}
      trigger="click"
      placement="bottom-end"
      onVisibleChange={(visible) => {
        if (visible) void profileStore.getState().load();
      }}
    >
      <button type="button" className="user-trigger" data-testid="user-menu">
        <UserAvatar path={user.avatar} size={28} />
        <span className="user-name">{user.name}</span>
      </button>
    </Popover>
  );
}
