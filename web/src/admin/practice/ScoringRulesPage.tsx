import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminScoringRule } from '@peilian/shared';
import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { actionsColumn, statusColumn } from './libraryColumns';
import { libraryPager } from './libraryQuery';
import { LibrarySearch } from './LibrarySearch';
import { RuleDialog } from './RuleDialog';
import { newRuleDraft, ruleDraftOf, type RuleDraft } from './ruleForm';
import { useLibraryActions } from './useLibraryActions';

const DEFAULTS = { name: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** The scoring rules (admin §2 trainassessrule): the items a practice session is scored on. */
export function ScoringRulesPage() {
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const list = useAdminQuery('scoringRules', 'list', callQuery(query));
  const { t, holder, modalHolder, confirmToggle, confirmRemove } = useLibraryActions(list.error);
  const disable = useAdminMutation('scoringRules', 'disable');
  const remove = useAdminMutation('scoringRules', 'remove');
  const [editing, setEditing] = useState<RuleDraft | null>(null);

  const columns: TableColumnsType<AdminScoringRule> = [
    { title: t('practiceWeb.rule.name'), dataIndex: 'name', width: 200 },
    { title: t('practiceWeb.rule.passscore'), dataIndex: 'passscore', width: 90 },
    {
      title: t('practiceWeb.rule.items'),
      dataIndex: 'items',
      render: (items: AdminScoringRule['items']) => items.map((one) => `${one.name} ${one.weight}%`).join('；'),
    },
    statusColumn<AdminScoringRule>(
      t,
      (rule) => rule.disabled === 0,
      (rule) => confirmToggle(rule.disabled, (disabled) => disable.run({ id: rule.id }, { disabled })),
    ),
    actionsColumn<AdminScoringRule>(
      t,
      (rule) => setEditing(ruleDraftOf(rule)),
      (rule) => confirmRemove(() => remove.run({ id: rule.id })),
    ),
  ];
  return (
    <div>
      {holder}
      {modalHolder}
      <Typography.Title level={4} data-testid="rule-title">
        {t('practiceWeb.rule.title')}
      </Typography.Title>
      <LibrarySearch value={query.name} placeholder={t('practiceWeb.rule.search')} onSearch={(name) => setQuery({ name })}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newRuleDraft())} data-testid="rule-add">
          {t('practiceWeb.rule.add')}
        </Button>
      </LibrarySearch>
      <Table<AdminScoringRule>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.data?.rows ?? []}
        loading={list.loading}
        data-testid="rule-table"
        pagination={libraryPager(t, query, setQuery, list.data?.total ?? 0)}
      />
      <RuleDialog initial={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
