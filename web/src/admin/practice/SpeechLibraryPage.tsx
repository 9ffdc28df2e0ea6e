import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminSpeech } from '@peilian/shared';
import { Button, Input, Select, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useEffect, useState } from 'react';
import { actionsColumn, statusColumn } from './libraryColumns';
import { DIFFICULTY_OPTIONS, difficultyKey, EMOTION_OPTIONS, emotionKey } from './labels';
import { deleteSpeech, fetchSpeechCategories, fetchSpeeches, setSpeechDisabled, type SpeechQuery } from './practiceApi';
import { SpeechDialog } from './SpeechDialog';
import { newSpeechDraft, speechDraftOf, type SpeechDraft } from './speechForm';
import { useLibraryList } from './useLibraryList';

type SpeechList = Awaited<ReturnType<typeof fetchSpeeches>>;
const EMPTY: SpeechList = { successed: true, rows: [], total: 0 };
const FIRST: SpeechQuery = { text: '', category: '', difficulty: '', emotion: '', disabled: '', page: 1, rows: PAGE_SIZE_DEFAULT };
const SEARCH_MAX = 100;

/** The speech library (admin §2 voicespeech): filters by text, category, difficulty and emotion; the speech dialog; disable and delete. */
export function SpeechLibraryPage() {
  const { t, holder, modalHolder, query, setQuery, list, loading, refreshKey, refresh, failed, confirmToggle, confirmRemove, pagination } = useLibraryList(
    fetchSpeeches,
    FIRST,
    EMPTY,
  );
  const [text, setText] = useState('');
  const [categories, setCategories] = useState<string[]>([]);
  const [editing, setEditing] = useState<SpeechDraft | null>(null);
  useEffect(() => {
    fetchSpeechCategories().then((rows) => setCategories(rows.map((row) => row.name)), failed);
  }, [failed, refreshKey]);

  const columns: TableColumnsType<AdminSpeech> = [
    { title: t('practiceWeb.speech.text'), dataIndex: 'text', render: (value: string) => <span data-testid="speech-row-text">{value}</span> },
    { title: t('practiceWeb.speech.category'), dataIndex: 'category', width: 120 },
    { title: t('practiceWeb.speech.difficulty'), dataIndex: 'difficulty', width: 80, render: (value: number) => t(difficultyKey(value)) },
    { title: t('practiceWeb.speech.emotion'), dataIndex: 'emotion', width: 90, render: (value: number) => t(emotionKey(value)) },
    { title: t('practiceWeb.speech.keywords'), dataIndex: 'keywords', width: 200 },
    statusColumn<AdminSpeech>(
      t,
      (speech) => speech.disabled === 0,
      (speech) => confirmToggle(speech.disabled, (disabled) => setSpeechDisabled(speech.id, disabled), { testId: 'speech-toggle-confirm' }),
      (speech) => `speech-toggle-${speech.text}`,
    ),
    actionsColumn<AdminSpeech>(
      t,
      (speech) => setEditing(speechDraftOf(speech)),
      (speech) => confirmRemove(() => deleteSpeech(speech.id), { testId: 'speech-remove-confirm', announce: true }),
      (speech) => `speech-edit-${speech.text}`,
    ),
  ];

  const search = () => setQuery((current) => ({ ...current, text: text.trim(), page: 1 }));
  const set = (change: Partial<SpeechQuery>) => setQuery((current) => ({ ...current, ...change, page: 1 }));
  return (
    <div>
      {holder}
      {modalHolder}
      <Typography.Title level={4} data-testid="speech-title">
        {t('practiceWeb.speech.title')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          maxLength={SEARCH_MAX}
          placeholder={t('practiceWeb.speech.search')}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={search}
          style={{ width: 220 }}
          data-testid="speech-search"
        />
        <Select
          style={{ width: 140 }}
          value={query.category}
          onChange={(category) => set({ category })}
          options={[{ value: '', label: t('practiceWeb.speech.allCategories') }, ...categories.map((name) => ({ value: name, label: name }))]}
          data-testid="speech-filter-category"
        />
        <Select
          style={{ width: 120 }}
          value={query.difficulty}
          onChange={(difficulty) => set({ difficulty })}
          options={[{ value: '', label: t('practiceWeb.speech.allDifficulties') }, ...DIFFICULTY_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))]}
        />
        <Select
          style={{ width: 120 }}
          value={query.emotion}
          onChange={(emotion) => set({ emotion })}
          options={[{ value: '', label: t('practiceWeb.speech.allEmotions') }, ...EMOTION_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))]}
        />
        <Select
          style={{ width: 120 }}
          value={query.disabled}
          onChange={(disabled) => set({ disabled })}
          options={[
            { value: '', label: t('practiceWeb.common.allStatuses') },
            { value: 0, label: t('practiceWeb.common.enabled') },
            { value: 1, label: t('practiceWeb.common.disabled') },
          ]}
        />
        <Button type="primary" onClick={search} data-testid="speech-query">
          {t('practiceWeb.common.query')}
        </Button>
        <Button
          onClick={() => {
            setText('');
            setQuery((current) => ({ ...FIRST, rows: current.rows }));
          }}
        >
          {t('practiceWeb.common.reset')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(newSpeechDraft(query.category))} data-testid="speech-add">
          {t('practiceWeb.speech.add')}
        </Button>
      </Space>
      <Table<AdminSpeech>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.rows}
        loading={loading}
        data-testid="speech-table"
        pagination={pagination}
      />
      <SpeechDialog initial={editing} categories={categories} onSaved={refresh} onClose={() => setEditing(null)} />
    </div>
  );
}
