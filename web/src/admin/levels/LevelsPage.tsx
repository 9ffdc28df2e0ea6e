import { Card, Tabs } from 'antd';
import { useT } from '../../app';
import { PageTitle } from '../blocks/PageTitle';
import { BadgeTab } from './BadgeTab';
import { LevelTab } from './LevelTab';

/** `/admin/system/adminlevel` (admin §3 Level, Badge): the organisation's ladder and its badges, one tab each. */
export function LevelsPage() {
  const t = useT();
  return (
    <Card>
      <PageTitle testId="levels-title">{t('levels.title')}</PageTitle>
      <Tabs
        items={[
          { key: 'levels', label: t('levels.tabLevels'), children: <LevelTab /> },
          { key: 'badges', label: t('levels.tabBadges'), children: <BadgeTab /> },
        ]}
      />
    </Card>
  );
}
