import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminScoringRule } from '@peilian/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { LibrarySearch } from './LibrarySearch';
import { RuleDialog } from './RuleDialog';
import { ruleColumns } from './ruleColumns';
import { newRuleDraft, ruleDraftOf, type RuleDraft } from './ruleForm';
import { useLibraryActions } from './useLibraryActions';

const DEFAULTS = { name: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** The scoring rules (admin §2 trainassessrule): the items a practice session is scored on. */
export function ScoringRulesPage() {
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const list = useAdminQuery('scoringRules', 'list', callQuery(query));
  const { t, notice, holder, modalHolder, confirmToggle, confirmRemove } = useLibraryActions(list.error);
  const disable = useAdminMutation('scoringRules', 'disable');
  const remove = useAdminMutation('scoringRules', 'remove');
  const [editing, setEditing] = useState<RuleDraft | null>(null);

  const columns = ruleColumns(t, {
    toggle: (rule) => confirmToggle(rule.disabled, (disabled) => disable.run({ id: rule.id }, { disabled })),
    edit: (rule) => setEditing(ruleDraftOf(rule)),
    remove: (rule) => confirmRemove(() => remove.run({ id: rule.id })),
  });
  return (
    <div>
      {holder}
      {modalHolder}
      <PageTitle testId="rule-title">{t('practiceWeb.rule.title')}</PageTitle>
      <LibrarySearch value={query.name} placeholder={t('practiceWeb.rule.search')} onSearch={(name) => setQuery({ name })}>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newRuleDraft())} data-testid="rule-add">
          {t('practiceWeb.rule.add')}
        </Button>
      </LibrarySearch>
      <ListTable<AdminScoringRule>
        rowKey="id"
        testId="rule-table"
        columns={columns}
        data={list.data}
        loading={list.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={setQuery}
      />
      <RuleDialog initial={editing} onClose={() => setEditing(null)} onRescored={(count) => void notice.success(t('practiceWeb.rescore.done', count))} />
    </div>
  );
}
