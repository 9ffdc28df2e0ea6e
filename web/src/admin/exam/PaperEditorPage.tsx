import { DEFAULT_EXAM_CATEGORY, EXAM_MINUTE_MAX, PAPER_TITLE_MAX, PASS_SCORE_MAX, TOTAL_SCORE, type AdminPaper, type CatalogNode } from '@peilian/shared';
import { Alert, Button, Card, Form, Input, InputNumber, message, Modal, Select, Space, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { fetchPaper, fetchPaperCatalogues, savePaper, setPaperStatus } from './examApi';
import { levelKey, typeKey } from './labels';
import { DrawBar } from './DrawBar';
import {
  lineOf,
  newPaper,
  paperCheck,
  pickRoom,
  withAdded,
  withBatchScore,
  withLineScore,
  withoutLines,
  composeBody,
  type PaperDraft,
  type PaperLine,
} from './paperForm';
import { PaperPreviewDialog } from './PaperPreviewDialog';
import { QuestionPickerDialog } from './QuestionPickerDialog';

function flatten(nodes: CatalogNode[]): CatalogNode[] {
  return nodes.flatMap((node) => [node, ...flatten(node.children)]);
}

function draftOfPaper(paper: AdminPaper): PaperDraft {
  return {
    id: paper.id,
    title: paper.title,
    minute: paper.minute,
    limitMinute: paper.limitMinute,
    score: paper.score,
    category: paper.category,
    status: paper.status,
    questions: (paper.questions ?? []).map((question) => ({ ...lineOf(question), id: question.sourceid || question.id })),
  };
}

/** The paper composer (admin §2 editpaper): settings, picked or drawn questions with their scores, the live total, publish, preview. */
export function PaperEditorPage() {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const id = params.get('id') ?? '';
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [draft, setDraft] = useState<PaperDraft>(newPaper);
  const [categories, setCategories] = useState<CatalogNode[]>([]);
  const [picking, setPicking] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const [batch, setBatch] = useState<number | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    fetchPaperCatalogues().then(
      (nodes) => setCategories(flatten(nodes)),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  }, [notice, t]);
  useEffect(() => {
    if (id && id !== draft.id)
      fetchPaper(id).then(
        (paper) => setDraft(draftOfPaper(paper)),
        (error: unknown) => void notice.error(errorMessage(error, t)),
      );
  }, [id, draft.id, notice, t]);

  const check = useMemo(() => paperCheck(draft), [draft]);
  const locked = draft.status === 1;

  /** Saves the draft; publishing saves first without saying so, then says it published. */
  const save = async (announce = true): Promise<AdminPaper | null> => {
    setSaving(true);
    try {
      const paper = await savePaper(composeBody(draft));
      setDraft(draftOfPaper(paper));
      if (!id) setParams({ id: paper.id });
      if (announce) void notice.success(t('examAdmin.paper.saved'));
      return paper;
    } catch (error) {
      void notice.error(errorMessage(error, t));
      return null;
    } finally {
      setSaving(false);
    }
  };
  const publish = () => {
    void modal.confirm({
      title: t('examAdmin.paper.publish'),
      content: t('examAdmin.paper.publishedNote'),
      okButtonProps: { 'data-testid': 'paper-publish-confirm' },
      onOk: async () => {
        const paper = await save(false);
        if (!paper) return;
        try {
          setDraft(draftOfPaper({ ...paper, ...(await setPaperStatus(paper.id, 1)), questions: paper.questions }));
          void notice.success(t('examAdmin.paper.publishDone'));
        } catch (error) {
          void notice.error(errorMessage(error, t));
        }
      },
    });
  };
  const applyBatch = () => {
    const result = withBatchScore(draft, selected, batch ?? Number.NaN);
    if (result.issue) void notice.error(t(result.issue.key, result.issue.params));
    else setDraft(result.draft);
  };

  const issueText = (list: typeof check.errors) => [...new Set(list.map((found) => t(found.key, found.params)))];
  const fieldHelp = (field: string) => {
    const found = check.errors.filter((issue) => issue.field === field);
    return found.length > 0 && draft.questions.length > 0 ? { validateStatus: 'error' as const, help: issueText(found).join('；') } : {};
  };

  const columns = [
    { title: t('examAdmin.bank.type'), dataIndex: 'type', width: 90, render: (value: number) => t(typeKey(value)) },
    { title: t('examAdmin.bank.text'), dataIndex: 'text' },
    { title: t('examAdmin.bank.level'), dataIndex: 'level', width: 70, render: (value: number) => t(levelKey(value)) },
    { title: t('examAdmin.bank.catalog'), dataIndex: 'catalogname', width: 130 },
    {
      title: t('examAdmin.bank.score'),
      key: 'score',
      width: 120,
      render: (_: unknown, line: PaperLine) => (
        <InputNumber
          min={0}
          max={TOTAL_SCORE}
          precision={1}
          disabled={locked}
          value={line.score}
          onChange={(score) => setDraft(withLineScore(draft, line.id, score ?? 0))}
          data-testid={`paper-score-${line.text}`}
        />
      ),
    },
    {
      title: t('examAdmin.bank.actions'),
      key: 'remove',
      width: 80,
      render: (_: unknown, line: PaperLine) => (
        <Button type="link" danger disabled={locked} onClick={() => setDraft(withoutLines(draft, [line.id]))}>
          {t('examAdmin.paper.remove')}
        </Button>
      ),
    },
  ];

  return (
    <div>
      {holder}
      {modalHolder}
      <Typography.Title level={4} data-testid="paper-editor-title">
        {t('examAdmin.paper.editorTitle')}
      </Typography.Title>
      {locked && <Alert type="info" showIcon message={t('examAdmin.paper.publishedNote')} style={{ marginBottom: 16 }} data-testid="paper-locked" />}
      <Card size="small" style={{ marginBottom: 16 }}>
        <Form layout="inline" disabled={locked}>
          <Form.Item label={t('examAdmin.paper.title')} {...fieldHelp('title')}>
            <Input
              style={{ width: 280 }}
              maxLength={PAPER_TITLE_MAX}
              value={draft.title}
              onChange={(event) => setDraft({ ...draft, title: event.target.value })}
              data-testid="paper-title"
            />
          </Form.Item>
          <Form.Item label={t('examAdmin.paper.minute')} {...fieldHelp('minute')}>
            <InputNumber
              min={1}
              max={EXAM_MINUTE_MAX}
              precision={0}
              value={draft.minute}
              onChange={(minute) => setDraft({ ...draft, minute: minute ?? 0 })}
              data-testid="paper-minute"
            />
          </Form.Item>
          <Form.Item label={t('examAdmin.paper.limitMinute')} {...fieldHelp('limitMinute')}>
            <InputNumber min={0} precision={0} value={draft.limitMinute} onChange={(limitMinute) => setDraft({ ...draft, limitMinute: limitMinute ?? 0 })} />
          </Form.Item>
          <Form.Item label={t('examAdmin.paper.passScore')} {...fieldHelp('score')}>
            <InputNumber
              min={0}
              max={PASS_SCORE_MAX}
              precision={1}
              value={draft.score}
              onChange={(score) => setDraft({ ...draft, score: score ?? 0 })}
              data-testid="paper-pass"
            />
          </Form.Item>
          <Form.Item label={t('examAdmin.paper.category')}>
            <Select
              style={{ width: 180 }}
              value={draft.category}
              onChange={(category) => setDraft({ ...draft, category })}
              data-testid="paper-category"
              options={[
                { value: String(DEFAULT_EXAM_CATEGORY), label: t('examAdmin.paper.defaultCategory') },
                ...categories.map((node) => ({ value: node.id, label: node.name })),
              ]}
            />
          </Form.Item>
        </Form>
      </Card>
      {!locked && (
        <Space wrap style={{ marginBottom: 12 }}>
          <Button onClick={() => setPicking(true)} disabled={pickRoom(draft) === 0} data-testid="paper-pick">
            {t('examAdmin.paper.pick')}
          </Button>
          <DrawBar onDrawn={(lines) => setDraft(withAdded(draft, lines))} />
          <InputNumber
            min={0}
            max={TOTAL_SCORE}
            precision={1}
            placeholder={t('examAdmin.bank.score')}
            value={batch}
            onChange={setBatch}
            data-testid="paper-batch-score"
          />
          <Button disabled={selected.length === 0} onClick={applyBatch} data-testid="paper-batch-apply">
            {t('examAdmin.paper.batchScore')}
          </Button>
        </Space>
      )}
      <Table<PaperLine>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={draft.questions}
        pagination={false}
        data-testid="paper-questions"
        rowSelection={locked ? undefined : { selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
      />
      <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
        <Typography.Text strong data-testid="paper-total">
          {t('exam.paper.total', { total: check.total })}
        </Typography.Text>
        {check.errors.length > 0 && <Alert type="error" showIcon message={issueText(check.errors).join('；')} data-testid="paper-errors" />}
        {check.warnings.length > 0 && <Alert type="warning" showIcon message={issueText(check.warnings).join('；')} data-testid="paper-warnings" />}
        <Space>
          {!locked && (
            <Button type="primary" disabled={check.errors.length > 0} loading={saving} onClick={() => void save()} data-testid="paper-save">
              {t('examAdmin.paper.save')}
            </Button>
          )}
          {!locked && (
            <Button disabled={check.errors.length > 0} onClick={publish} data-testid="paper-publish">
              {t('examAdmin.paper.publish')}
            </Button>
          )}
          <Button disabled={!draft.id} onClick={() => setPreviewing(true)} data-testid="paper-preview">
            {t('examAdmin.paper.preview')}
          </Button>
        </Space>
      </Space>
      <QuestionPickerDialog
        open={picking}
        max={pickRoom(draft)}
        present={draft.questions.map((line) => line.id)}
        onPick={(questions) =>
          setDraft(
            withAdded(
              draft,
              questions.map((question) => lineOf(question)),
            ),
          )
        }
        onClose={() => setPicking(false)}
      />
      <PaperPreviewDialog id={previewing ? draft.id : ''} onClose={() => setPreviewing(false)} />
    </div>
  );
}
