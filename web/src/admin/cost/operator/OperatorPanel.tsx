import { Card, Tabs } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../../app';
import { OrgAccounts } from './OrgAccounts';
import { PriceList } from './PriceList';

const TABS = ['orgs', 'prices'] as const;
type Tab = (typeof TABS)[number];

/** The platform operator's side of costpay: the organisations' accounts and the price list, one tab each (`?tab=`). */
export function OperatorPanel() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab') as Tab | null;
  const tab: Tab = asked && TABS.includes(asked) ? asked : 'orgs';
  const pane = { orgs: <OrgAccounts />, prices: <PriceList /> };
  return (
    <Card>
      <Tabs
        activeKey={tab}
        onChange={(key) => setParams(key === 'orgs' ? {} : { tab: key })}
        destroyOnHidden
        items={TABS.map((key) => ({ key, label: <span data-testid={`cost-tab-${key}`}>{t(`billing.operator.${key}`)}</span>, children: pane[key] }))}
      />
    </Card>
  );
}
