import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminScoringRule } from '@peilian/shared';
import { Button, Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { actionsColumn, statusColumn } from './libraryColumns';
import type { NameQuery } from './practiceApi';
import { RuleDialog } from './RuleDialog';
import { newRuleDraft, ruleDraftOf, type RuleDraft } from './ruleForm';
import { deleteRule, fetchRules, setRuleDisabled } from './rulesApi';
import { useLibraryList } from './useLibraryList';

type RuleList = Awaited<ReturnType<typeof fetchRules>>;
const EMPTY: RuleList = { successed: true, rows: [], total: 0 };
const FIRST: NameQuery = { name: '', disabled: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** The scoring rules (admin §2 trainassessrule): the items a practice session is scored on. */
export function ScoringRulesPage() {
  const { t, holder, modalHolder, setQuery, list, loading, refresh, confirmToggle, confirmRemove, pagination } = useLibraryList(fetchRules, FIRST, EMPTY);
  const [name, setName] = useState('');
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
      (rule) => confirmToggle(rule.disabled, (disabled) => setRuleDisabled(rule.id, disabled)),
    ),
    actionsColumn<AdminScoringRule>(
      t,
      (rule) => setEditing(ruleDraftOf(rule)),
      (rule) => confirmRemove(() => deleteRule(rule.id)),
    ),
  ];
  const search = () => setQuery((current) => ({ ...current, name: name.trim(), page: 1 }));
  return (
    <div>
      {holder}
      {modalHolder}
      <Typography.Title level={4} data-testid="rule-title">
        {t('practiceWeb.rule.title')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          maxLength={100}
          placeholder={t('practiceWeb.rule.search')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onPressEnter={search}
          style={{ width: 220 }}
        />
        <Button type="primary" onClick={search}>
          {t('practiceWeb.common.query')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newRuleDraft())} data-testid="rule-add">
          {t('practiceWeb.rule.add')}
        </Button>
      </Space>
      <Table<AdminScoringRule>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={loading}
        data-testid="rule-table"
        pagination={pagination}
      />
      <RuleDialog initial={editing} onSaved={refresh} onClose={() => setEditing(null)} />
    </div>
  );
}
