import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminScoringRule } from '@peilian/shared';
import { Button, Input, message, Modal, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { listPagination } from '../listPagination';
import type { NameQuery } from './practiceApi';
import { RuleDialog } from './RuleDialog';
import { newRuleDraft, ruleDraftOf, type RuleDraft } from './ruleForm';
import { deleteRule, fetchRules, setRuleDisabled } from './rulesApi';

type RuleList = Awaited<ReturnType<typeof fetchRules>>;
const FIRST: NameQuery = { name: '', disabled: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** The scoring rules (admin §2 trainassessrule): the items a practice session is scored on. */
export function ScoringRulesPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [query, setQuery] = useState<NameQuery>(FIRST);
  const [name, setName] = useState('');
  const [list, setList] = useState<RuleList>({ successed: true, rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<RuleDraft | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const failed = useCallback((error: unknown) => void notice.error(errorMessage(error, t)), [notice, t]);
  useEffect(() => {
    setLoading(true);
    fetchRules(query)
      .then(setList, failed)
      .finally(() => setLoading(false));
  }, [query, failed, refreshKey]);
  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);

  const toggle = (rule: AdminScoringRule) => {
    void modal.confirm({
      title: t(rule.disabled ? 'practiceWeb.common.enableConfirm' : 'practiceWeb.common.disableConfirm'),
      onOk: () => setRuleDisabled(rule.id, rule.disabled ? 0 : 1).then(refresh, failed),
    });
  };
  const remove = (rule: AdminScoringRule) => {
    void modal.confirm({ title: t('practiceWeb.common.removeConfirm'), okButtonProps: { danger: true }, onOk: () => deleteRule(rule.id).then(refresh, failed) });
  };
  const columns: TableColumnsType<AdminScoringRule> = [
    { title: t('practiceWeb.rule.name'), dataIndex: 'name', width: 200 },
    { title: t('practiceWeb.rule.passscore'), dataIndex: 'passscore', width: 90 },
    { title: t('practiceWeb.rule.items'), dataIndex: 'items', render: (items: AdminScoringRule['items']) => items.map((one) => `${one.name} ${one.weight}%`).join('；') },
    {
      title: t('practiceWeb.common.status'),
      key: 'status',
      width: 100,
      render: (_, rule) => <Switch checked={rule.disabled === 0} onChange={() => toggle(rule)} checkedChildren={t('practiceWeb.common.enabled')} unCheckedChildren={t('practiceWeb.common.disabled')} />,
    },
    {
      title: t('practiceWeb.common.actions'),
      key: 'actions',
      width: 140,
      render: (_, rule) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(ruleDraftOf(rule))}>
            {t('practiceWeb.common.edit')}
          </Button>
          <Button type="link" danger onClick={() => remove(rule)}>
            {t('practiceWeb.common.remove')}
          </Button>
        </Space>
      ),
    },
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
        <Input allowClear maxLength={100} placeholder={t('practiceWeb.rule.search')} value={name} onChange={(event) => setName(event.target.value)} onPressEnter={search} style={{ width: 220 }} />
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
        pagination={listPagination(t, { page: query.page, rows: query.rows, total: list.total, onChange: (page, rows) => setQuery((current) => ({ ...current, page, rows })) })}
      />
      <RuleDialog initial={editing} onSaved={refresh} onClose={() => setEditing(null)} />
    </div>
  );
}
