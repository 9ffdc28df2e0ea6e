import { formatHms } from '@peilian/shared';
import { Avatar, Button, Popover } from 'antd-mobile';
import { useSession, useT } from '../app/hooks';
import { logout } from '../app/session';

/** Avatar and name; the popover shows the profile summary of spec §2.9 and the logout button. */
export function UserMenu() {
  const t = useT();
  const name = useSession((state) => state.user?.name ?? '');
  const avatar = useSession((state) => state.user?.avatar ?? '');
  const department = useSession((state) => state.user?.departmentname ?? '');
  const level = useSession((state) => state.user?.levelname ?? '');
  const seconds = useSession((state) => state.user?.trainningtime ?? 0);
  const content = (
    <div className="user-menu">
      <strong>{name}</strong>
      {department && <div>{department}</div>}
      {level && <div>{level}</div>}
      <div>
        {t('learner.learningTime')}: {formatHms(seconds)}
      </div>
      <Button size="small" block color="danger" fill="outline" onClick={() => void logout()} data-testid="logout">
        {t('nav.logout')}
      </Button>
    </div>
  );
  return (
    <Popover content={content} trigger="click" placement="bottom-end">
      <button type="button" className="user-trigger" data-testid="user-menu">
        <Avatar src={avatar} style={{ '--size': '28px', '--border-radius': '50%' }} />
        <span className="user-name">{name}</span>
      </button>
    </Popover>
  );
}
