import type { AdminScoringRule, Translate } from '@peilian/shared';
import type { TableColumnsType } from 'antd';
import { clippedText, COLUMN_PX } from '../blocks/columns';
import { editRemoveColumn, statusColumn } from './libraryColumns';

interface Actions {
  toggle: (rule: AdminScoringRule) => void;
  edit: (rule: AdminScoringRule) => void;
  remove: (rule: AdminScoringRule) => void;
}

/** The scoring rules' columns: name, pass score, the items with their weights, status and actions (pinned in view). */
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
    editRemoveColumn<AdminScoringRule>(t, edit, remove),
  ];
}
