import type { AdminScoringRule, Translate } from '@peilian/shared';
import { Button, Space, type TableColumnsType } from 'antd';
import { Link } from 'react-router-dom';
import { actionsColumn, clippedText, COLUMN_PX } from '../blocks/columns';
import { statusColumn } from './libraryColumns';
import { ruleDetailsPath } from './rulePaths';

interface Actions {
  toggle: (rule: AdminScoringRule) => void;
  edit: (rule: AdminScoringRule) => void;
  remove: (rule: AdminScoringRule) => void;
}

/** The scoring rules' columns: name, pass score, the items with their weights, status and actions (details, edit, remove; pinned in view). */
export function ruleColumns(t: Translate, { toggle, edit, remove }: Actions): TableColumnsType<AdminScoringRule> {
  return [
    { title: t('practiceWeb.rule.name'), dataIndex: 'name', width: 200, render: (value: string) => clippedText(value) },
    { title: t('practiceWeb.rule.passscore'), dataIndex: 'passscore', width: COLUMN_PX.number },
    {
      title: t('practiceWeb.rule.items'),
      dataIndex: 'items',
      width: COLUMN_PX.text,
      render: (items: AdminScoringRule['items']) => clippedText(items.map((one) => `${one.name} ${one.weight}%`).join('；')),
    },
    statusColumn<AdminScoringRule>(t, (rule) => rule.disabled === 0, toggle),
    actionsColumn<AdminScoringRule>(t('practiceWeb.common.actions'), 200, (rule) => (
      <Space size={0}>
        <Link to={ruleDetailsPath(rule.id)} style={{ padding: '4px 15px' }} data-testid={`rule-details-${rule.name}`}>
          {t('practiceWeb.ruleDetails.details')}
        </Link>
        <Button type="link" onClick={() => edit(rule)} data-testid={`rule-edit-${rule.name}`}>
          {t('practiceWeb.common.edit')}
        </Button>
        <Button type="link" danger onClick={() => remove(rule)}>
          {t('practiceWeb.common.remove')}
        </Button>
      </Space>
    )),
  ];
}
