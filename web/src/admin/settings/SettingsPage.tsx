import { useT } from '../../app/hooks';
import { PageTitle } from '../blocks/PageTitle';
import { DataPermissionCard } from './DataPermissionCard';
import { RankCard } from './RankCard';
import { TimeZoneCard } from './TimeZoneCard';

/** 管理设置 (`adminsetting`): the organisation's own settings, one card each. */
export function SettingsPage() {
  const t = useT();
  return (
    <div>
      <PageTitle testId="settings-title">{t('people.settings.title')}</PageTitle>
      <TimeZoneCard />
      <DataPermissionCard />
      <RankCard />
    </div>
  );
}
