import { CATALOG_TYPES, QUESTION_TYPES, type AdminQuestion } from '@peilian/shared';
import { message, Modal } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { ListTable } from '../blocks/ListTable';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { ImportDialog } from '../blocks/import/ImportDialog';
import { QUESTION_IMPORT } from './examImports';
import { CataloguePanel } from '../catalogues/CataloguePanel';
import { questionColumns } from './questionColumns';
import { QuestionDialog } from './QuestionDialog';
import { QuestionFilters } from './QuestionFilters';
import { draftOf, newDraft, type QuestionDraft } from './questionForm';
import { QUESTION_QUERY } from './questionQuery';
import { useErrorNotice } from '../blocks/useErrorNotice';

/** The tab parameter of exam management, kept when the bank's query changes. */
const KEEP = ['tab'];

/**
 * Exam management's questions tab (the bank papers are composed from): catalogue tree, filters, the
 * list (its query in the URL), the question dialog (new and edit), the Excel import and disable/enable.
 */
export function QuestionBank() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [query, setQuery] = useUrlQuery(QUESTION_QUERY, KEEP);
  const list = useAdminQuery('questions', 'list', callQuery(query));
  const disable = useAdminMutation('questions', 'disable');
  const [editing, setEditing] = useState<QuestionDraft | null>(null);
  const [importing, setImporting] = useState(false);
  useErrorNotice(notice, list.error);

  const toggle = (question: AdminQuestion) => {
    void modal.confirm({
      title: t(question.disabled ? 'examAdmin.bank.enableConfirm' : 'examAdmin.bank.disableConfirm'),
      okButtonProps: { 'data-testid': 'question-toggle-confirm' },
      onOk: () =>
        disable.run({ id: question.id }, { disabled: question.disabled ? 0 : 1 }).catch((error: unknown) => void notice.error(errorMessage(error, t))),
    });
  };

  return (
    <div>
      {holder}
      {modalHolder}
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <CataloguePanel
          type={CATALOG_TYPES.question}
          title={t('examAdmin.bank.catalogs')}
          testId="question-catalog"
          selected={query.catalogid}
          onSelect={(catalogid) => setQuery({ catalogid })}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <QuestionFilters
            query={query}
            onFilter={setQuery}
            onReset={() => setQuery({ text: '', type: '', level: '', disabled: '' })}
            onAdd={() => setEditing(newDraft(QUESTION_TYPES.single, query.catalogid, [t('exam.judge.true'), t('exam.judge.false')]))}
            onImport={() => setImporting(true)}
          />
          <ListTable<AdminQuestion>
            rowKey="id"
            testId="question-table"
            columns={questionColumns(t, { onToggle: toggle, onEdit: (question) => setEditing(draftOf(question)) })}
            data={list.data}
            loading={list.loading}
            paging={{ page: query.page, rows: query.rows }}
            onPaging={setQuery}
          />
        </div>
      </div>
      <ImportDialog open={importing} source={QUESTION_IMPORT} onClose={() => setImporting(false)} />
      <QuestionDialog initial={editing} onClose={() => setEditing(null)} />
    </div>
  );
}
