import { PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, QUESTION_TYPES, type AdminQuestion, type QuestionListResponse } from '@peilian/shared';
import { Button, Input, message, Modal, Select, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { fetchQuestions, setQuestionDisabled, type QuestionQuery } from './examApi';
import { ImportDialog } from './ImportDialog';
import { LEVEL_OPTIONS, levelKey, TYPE_OPTIONS, typeKey } from './labels';
import { QuestionCatalogues } from './QuestionCatalogues';
import { QuestionDialog } from './QuestionDialog';
import { draftOf, newDraft, type QuestionDraft } from './questionForm';
import { listPagination } from '../listPagination';

const EMPTY: QuestionListResponse = { successed: true, rows: [], total: 0 };
const FIRST: QuestionQuery = { text: '', type: '', level: '', catalogid: '', disabled: '', page: 1, rows: PAGE_SIZE_DEFAULT };
const SEARCH_MAX = 100;

/** The question bank (admin §2 questionbank): catalogue tree, filters, the list, the question dialog and disable/enable. */
export function QuestionBankPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [query, setQuery] = useState<QuestionQuery>(FIRST);
  const [text, setText] = useState('');
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

  const columns: TableColumnsType<AdminQuestion> = [
    { title: t('examAdmin.bank.type'), dataIndex: 'type', width: 90, render: (type: number) => t(typeKey(type)) },
    { title: t('examAdmin.bank.text'), dataIndex: 'text', render: (value: string) => <span data-testid="question-row-text">{value}</span> },
    { title: t('examAdmin.bank.level'), dataIndex: 'level', width: 70, render: (level: number) => t(levelKey(level)) },
    { title: t('examAdmin.bank.score'), dataIndex: 'score', width: 70 },
    { title: t('examAdmin.bank.catalog'), dataIndex: 'catalogname', width: 140, render: (name: string) => name || t('examAdmin.bank.noCatalog') },
    {
      title: t('examAdmin.bank.status'),
      key: 'status',
      width: 100,
      render: (_, question) => (
        <Switch
          checked={question.disabled === 0}
          onChange={() => toggle(question)}
          checkedChildren={t('examAdmin.bank.enabled')}
          unCheckedChildren={t('examAdmin.bank.disabled')}
          data-testid={`question-toggle-${question.text}`}
        />
      ),
    },
    {
      title: t('examAdmin.bank.actions'),
      key: 'actions',
      width: 90,
      render: (_, question) => (
        <Button type="link" onClick={() => setEditing(draftOf(question))} data-testid={`question-edit-${question.text}`}>
          {t('examAdmin.bank.edit')}
        </Button>
      ),
    },
  ];

  const search = () => setQuery((current) => ({ ...current, text: text.trim(), page: 1 }));
  return (
    <div>
      {holder}
      {modalHolder}
      <Typography.Title level={4} data-testid="question-bank-title">
        {t('examAdmin.bank.title')}
      </Typography.Title>
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <QuestionCatalogues
          selected={query.catalogid}
          onSelect={(catalogid) => setQuery((current) => ({ ...current, catalogid, page: 1 }))}
          refreshKey={refreshKey}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          <Space wrap style={{ marginBottom: 16 }}>
            <Input
              allowClear
              maxLength={SEARCH_MAX}
              placeholder={t('examAdmin.bank.search')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              onPressEnter={search}
              style={{ width: 220 }}
              data-testid="question-search"
            />
            <Select
              style={{ width: 120 }}
              value={query.type}
              onChange={(type) => setQuery((current) => ({ ...current, type, page: 1 }))}
              options={[{ value: '', label: t('examAdmin.bank.allTypes') }, ...TYPE_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))]}
            />
            <Select
              style={{ width: 120 }}
              value={query.level}
              onChange={(level) => setQuery((current) => ({ ...current, level, page: 1 }))}
              options={[{ value: '', label: t('examAdmin.bank.allLevels') }, ...LEVEL_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))]}
            />
            <Select
              style={{ width: 120 }}
              value={query.disabled}
              onChange={(disabled) => setQuery((current) => ({ ...current, disabled, page: 1 }))}
              options={[
                { value: '', label: t('examAdmin.bank.allStatuses') },
                { value: 0, label: t('examAdmin.bank.enabled') },
                { value: 1, label: t('examAdmin.bank.disabled') },
              ]}
            />
            <Button type="primary" onClick={search} data-testid="question-query">
              {t('examAdmin.bank.query')}
            </Button>
            <Button
              onClick={() => {
                setText('');
                setQuery((current) => ({ ...FIRST, catalogid: current.catalogid, rows: current.rows }));
              }}
            >
              {t('examAdmin.bank.reset')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing(newDraft(QUESTION_TYPES.single, query.catalogid, [t('exam.judge.true'), t('exam.judge.false')]))}
              data-testid="question-add"
            >
              {t('examAdmin.bank.add')}
            </Button>
            <Button icon={<UploadOutlined />} onClick={() => setImporting(true)} data-testid="question-import">
              {t('examAdmin.import.open')}
            </Button>
          </Space>
          <Table<AdminQuestion>
            rowKey="id"
            size="middle"
            columns={columns}
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
