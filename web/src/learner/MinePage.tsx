import { formatHms, VERSION_LABEL } from '@peilian/shared';
import { Avatar, Button, List } from 'antd-mobile';
import { useSession, useT } from '../app/hooks';
import { logout } from '../app/session';
import { avatarUrl } from '../identity/avatar';

/** The personal centre (/user/mine): who is signed in, total learning time, version. */
export function MinePage() {
  const t = useT();
  const name = useSession((state) => state.user?.name ?? '');
  const avatar = useSession((state) => state.user?.avatar ?? '');
  const organisation = useSession((state) => state.user?.orgname ?? '');
  const department = useSession((state) => state.user?.departmentname ?? '');
  const seconds = useSession((state) => state.user?.trainningtime ?? 0);
  const thirdParty = useSession((state) => state.user?.thirdparty === 1);
  return (
    <section className="learner-page">
      <h1 className="page-title">{t('learner.mineTitle')}</h1>
      <div className="mine-profile">
        <Avatar src={avatarUrl(avatar)} style={{ '--size': '56px', '--border-radius': '50%' }} />
        <div>
          <div className="mine-name" data-testid="mine-name">
            {name}
          </div>
          <div className="mine-org">{[organisation, department].filter(Boolean).join(' · ')}</div>
        </div>
      </div>
      <List>
        <List.Item extra={<span data-testid="learning-time">{formatHms(seconds)}</span>}>{t('learner.learningTime')}</List.Item>
      </List>
      <div className="mine-actions">
        <Button block color="danger" fill="outline" onClick={() => void logout()}>
          {t('nav.logout')}
        </Button>
      </div>
      {!thirdParty && (
        <footer className="app-version" data-testid="version-label">
          {t('app.versionLabel', { version: VERSION_LABEL })}
        </footer>
      )}
    </section>
  );
}
