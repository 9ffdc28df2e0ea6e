import { PAGE_SIZE_DEFAULT, QUESTION_TYPES, type AdminQuestion, type QuestionListResponse } from '@peilian/shared';
import { message, Modal, Table } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { fetchQuestions, setQuestionDisabled, type QuestionQuery } from './examApi';
import { ImportDialog } from './ImportDialog';
import { QuestionCatalogues } from './QuestionCatalogues';
import { questionColumns } from './questionColumns';
import { QuestionDialog } from './QuestionDialog';
import { QuestionFilters } from './QuestionFilters';
import { draftOf, newDraft, type QuestionDraft } from './questionForm';
import { listPagination } from '../listPagination';

const EMPTY: QuestionListResponse = { successed: true, rows: [], total: 0 };
const FIRST: QuestionQuery = { text: '', type: '', level: '', catalogid: '', disabled: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/**
 * Exam management's questions tab (the bank papers are composed from): catalogue tree, filters, the
 * list, the question dialog (new and edit), the Excel import and disable/enable.
 */
export function QuestionBank() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [query, setQuery] = useState<QuestionQuery>(FIRST);
  const [list, setList] = useState<QuestionListResponse>(EMPTY);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<QuestionDraft | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);
  const [importing, setImporting] = useState(false);

  const load = useCallback(() => {
    setLoading(true);
    fetchQuestions(query)
      .then(setList, (error: unknown) => void notice.error(errorMessage(error, t)))
      .finally(() => setLoading(false));
  }, [query, notice, t]);
  useEffect(load, [load, refreshKey]);
  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);

  const toggle = (question: AdminQuestion) => {
    void modal.confirm({
      title: t(question.disabled ? 'examAdmin.bank.enableConfirm' : 'examAdmin.bank.disableConfirm'),
      okButtonProps: { 'data-testid': 'question-toggle-confirm' },
      onOk: () => setQuestionDisabled(question.id, question.disabled ? 0 : 1).then(refresh, (error: unknown) => void notice.error(errorMessage(error, t))),
    });
  };
  const filter = (change: Partial<QuestionQuery>) => setQuery((current) => ({ ...current, ...change, page: 1 }));

  return (
    <div>
      {holder}
      {modalHolder}
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <QuestionCatalogues selected={query.catalogid} onSelect={(catalogid) => filter({ catalogid })} refreshKey={refreshKey} />
        <div style={{ flex: 1, minWidth: 0 }}>
          <QuestionFilters
            query={query}
            onFilter={filter}
            onReset={() => setQuery((current) => ({ ...FIRST, catalogid: current.catalogid, rows: current.rows }))}
            onAdd={() => setEditing(newDraft(QUESTION_TYPES.single, query.catalogid, [t('exam.judge.true'), t('exam.judge.false')]))}
            onImport={() => setImporting(true)}
          />
          <Table<AdminQuestion>
            rowKey="id"
            size="middle"
            columns={questionColumns(t, { onToggle: toggle, onEdit: (question) => setEditing(draftOf(question)) })}
            dataSource={list.rows}
            loading={loading}
            data-testid="question-table"
            pagination={listPagination(t, {
              page: query.page,
              rows: query.rows,
              total: list.total,
              onChange: (page, rows) => setQuery((current) => ({ ...current, page, rows })),
            })}
          />
        </div>
      </div>
      <ImportDialog open={importing} onImported={refresh} onClose={() => setImporting(false)} />
      <QuestionDialog initial={editing} onSaved={refresh} onClose={() => setEditing(null)} />
    </div>
  );
}
