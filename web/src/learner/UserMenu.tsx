import { formatHms } from '@peilian/shared';
import Avatar from 'antd-mobile/es/components/avatar';
import Button from 'antd-mobile/es/components/button';
import Popover from 'antd-mobile/es/components/popover';
import { useSession, useT } from '../app/hooks';
import { logout } from '../app/session';
import { isDealerOrg } from '../config/site';
import { avatarUrl } from '../identity/avatar';

/** Avatar and name; the popover shows the profile summary of spec §2.9 and the logout button. */
export function UserMenu() {
  const t = useT();
  const user = useSession((state) => state.user);
  if (!user) return null;
  const rows: [string, string][] = [
    [t(isDealerOrg(user.orgid) ? 'profile.dealer' : 'profile.department'), user.departmentname],
    [t('profile.level'), user.levelname],
    [t('profile.stars'), `★ ${user.userstars}`],
    [t('learner.learningTime'), formatHms(user.trainningtime)],
  ];
  const sex = user.sex === 2 ? t('profile.sexFemale') : user.sex === 1 ? t('profile.sexMale') : '';

  const content = (
    <div className="user-menu" data-testid="user-card">
      <div className="user-card-head">
        <strong data-testid="user-card-name">{user.name}</strong>
        {sex && <span className="user-card-sex">{sex}</span>}
      </div>
      <dl className="user-card-rows">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <div key={label} className="user-card-row">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
      </dl>
      <Button size="small" block color="danger" fill="outline" onClick={() => void logout()} data-testid="logout">
        {t('nav.logout')}
      </Button>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottom-end">
      <button type="button" className="user-trigger" data-testid="user-menu">
        <Avatar src={avatarUrl(user.avatar)} style={{ '--size': '28px', '--border-radius': '50%' }} />
        <span className="user-name">{user.name}</span>
      </button>
    </Popover>
  );
}
