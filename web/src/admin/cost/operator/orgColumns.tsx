import type { CostOrg, Translate } from '@peilian/shared';
import { Button, Space, Typography, type TableColumnsType } from 'antd';
import { actionsColumn, textColumn } from '../../blocks/columns';

/** What the operator may do with an organisation's account. */
export type OrgAction = 'record' | 'bills' | 'limits';
const ACTIONS: readonly OrgAction[] = ['record', 'bills', 'limits'];

/** The organisations' accounts: name, cash, gift, frozen, balance (red below 0) and the operator's actions. */
export function orgColumns(t: Translate, fen: (value: number) => string, act: (action: OrgAction, org: CostOrg) => void): TableColumnsType<CostOrg> {
  const money = (key: 'cash' | 'gift' | 'frozen') => ({
    key,
    title: t(`billing.account.${key}`),
    width: 140,
    align: 'right' as const,
    render: (_: unknown, org: CostOrg) => fen(org[key]),
  });
  return [
    textColumn<CostOrg>(t('billing.operator.name'), 'name', { width: 240 }),
    money('cash'),
    money('gift'),
    money('frozen'),
    {
      key: 'balance',
      title: t('billing.account.balance'),
      width: 150,
      align: 'right',
      render: (_: unknown, org) => (
        <Typography.Text type={org.balance < 0 ? 'danger' : undefined} data-testid={`cost-org-balance-${org.id}`}>
          {fen(org.balance)}
        </Typography.Text>
      ),
    },
    actionsColumn<CostOrg>(t('billing.operator.actions'), 200, (org) => (
      <Space size={0}>
        {ACTIONS.map((action) => (
          <Button
            key={action}
            type="link"
            size="small"
            onClick={() => act(action, org)}
            aria-label={`${t(`billing.operator.${action}`)} ${org.name}`}
            data-testid={`cost-org-${action}-${org.id}`}
          >
            {t(`billing.operator.${action}`)}
          </Button>
        ))}
      </Space>
    )),
  ];
}
