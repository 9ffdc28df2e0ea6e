import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { PageTitle } from '../blocks/PageTitle';
import { SendLog } from './SendLog';
import { SettingsTab } from './SettingsTab';
import { TemplateList } from './TemplateList';

const TABS = ['templates', 'sends', 'settings'] as const;
type Tab = (typeof TABS)[number];

/**
 * `/admin/system/message-management` (docs/notifications.md, "The back office pages"): the templates,
 * the send log and the delivery settings, one tab each (`?tab=`, so a link or a reload opens the same one).
 */
export function MessageManagementPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'templates';
  const pane = { templates: <TemplateList />, sends: <SendLog />, settings: <SettingsTab /> };
  return (
    <Card>
      <PageTitle testId="notify-title">{t('notifyAdmin.title')}</PageTitle>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'templates' ? {} : { tab: key })}
        destroyOnHidden
        items={TABS.map((key) => ({ key, label: <span data-testid={`notify-tab-${key}`}>{t(`notifyAdmin.tabs.${key}`)}</span>, children: pane[key] }))}
      />
    </Card>
  );
}
