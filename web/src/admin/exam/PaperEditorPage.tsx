import { Alert, Button, Space, Typography } from 'antd';
import { useState } from 'react';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { paperColumns } from './paperColumns';
import { lineOf, pickRoom, withAdded, withLineScore, withoutLines, type PaperLine } from './paperForm';
import { PaperPreviewDialog } from './PaperPreviewDialog';
import { PaperSettings } from './PaperSettings';
import { PaperToolbar } from './PaperToolbar';
import { QuestionPickerDialog } from './QuestionPickerDialog';
import { usePaperEditor } from './usePaperEditor';

/** The paper composer (admin §2 editpaper): settings, picked or drawn questions with their scores, the live total, publish, preview. */
export function PaperEditorPage() {
  const editor = usePaperEditor();
  const { t, draft, setDraft, check, locked } = editor;
  const [picking, setPicking] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);

  return (
    <div>
      {editor.holder}
      {editor.modalHolder}
      <PageTitle testId="paper-editor-title">{t('examAdmin.paper.editorTitle')}</PageTitle>
      {locked && <Alert type="info" showIcon message={t('examAdmin.paper.publishedNote')} style={{ marginBottom: 16 }} data-testid="paper-locked" />}
      <PaperSettings draft={draft} onChange={setDraft} categories={editor.categories} check={check} locked={locked} />
      {!locked && (
        <PaperToolbar
          draft={draft}
          onChange={setDraft}
          selected={selected}
          onPick={() => setPicking(true)}
          onDrawn={(lines) => setDraft((current) => withAdded(current, lines))}
          onRefused={(message) => void editor.notice.error(message)}
        />
      )}
      <PaperQuestions editor={editor} selected={selected} onSelected={setSelected} />
      <PaperFooter editor={editor} onPreview={() => setPreviewing(true)} />
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

type Editor = ReturnType<typeof usePaperEditor>;

/** The paper's questions with their scores, selectable (for the toolbar) while the paper may change. */
function PaperQuestions({ editor, selected, onSelected }: { editor: Editor; selected: string[]; onSelected: (ids: string[]) => void }) {
  const { t, draft, setDraft, locked } = editor;
  const columns = paperColumns(t, {
    locked,
    onScore: (line, score) => setDraft(withLineScore(draft, line.id, score)),
    onRemove: (line) => setDraft(withoutLines(draft, [line.id])),
  });
  return (
    <ListTable<PaperLine>
      rowKey="id"
      testId="paper-questions"
      columns={columns}
      data={{ rows: draft.questions, total: draft.questions.length }}
      loading={false}
      selection={locked ? undefined : { keys: selected, onChange: (keys) => onSelected(keys.map(String)) }}
    />
  );
}

/** The live total, the check's errors and warnings, and save, publish and preview. */
function PaperFooter({ editor, onPreview }: { editor: Editor; onPreview: () => void }) {
  const { t, draft, check, locked } = editor;
  const issueText = (list: typeof check.errors) => [...new Set(list.map((found) => t(found.key, found.params)))].join('；');
  return (
    <Space orientation="vertical" style={{ width: '100%', marginTop: 12 }}>
      <Typography.Text strong data-testid="paper-total">
        {t('exam.paper.total', { total: check.total })}
      </Typography.Text>
      {check.errors.length > 0 && <Alert type="error" showIcon message={issueText(check.errors)} data-testid="paper-errors" />}
      {check.warnings.length > 0 && <Alert type="warning" showIcon message={issueText(check.warnings)} data-testid="paper-warnings" />}
      <Space>
        {!locked && (
          <Button type="primary" disabled={check.errors.length > 0} loading={editor.saving} onClick={() => void editor.save()} data-testid="paper-save">
            {t('examAdmin.paper.save')}
          </Button>
        )}
        {!locked && (
          <Button disabled={check.errors.length > 0} onClick={editor.publish} data-testid="paper-publish">
            {t('examAdmin.paper.publish')}
          </Button>
        )}
        <Button disabled={!draft.id} onClick={onPreview} data-testid="paper-preview">
          {t('examAdmin.paper.preview')}
        </Button>
      </Space>
    </Space>
  );
}
