import { AutoComplete, Form, Input, Select, Space } from 'antd';
import { useT } from '../../app';
import { DraftDialog } from '../blocks/DraftDialog';
import { limitProps } from '../blocks/textLimit';
import type { IssueProps } from '../blocks/useDraftSave';
import { DIFFICULTY_OPTIONS, EMOTION_OPTIONS } from './labels';
import { useAdminMutation } from '../data/queries';
import { SPEECH_TEXT_LIMITS, speechBody, speechIssues, type SpeechDraft } from './speechForm';
import { useEditDialog } from './useEditDialog';

interface Props {
  /** The speech being written, null when closed. */
  initial: SpeechDraft | null;
  categories: readonly string[];
  onClose: () => void;
}

/** Create or edit a speech; the shared rules shown beside their fields once the admin tried to save. */
export function SpeechDialog({ initial, categories, onClose }: Props) {
  const create = useAdminMutation('speeches', 'create');
  const update = useAdminMutation('speeches', 'update');
  const { t, holder, draft, setDraft, saving, save, item } = useEditDialog({
    initial,
    issuesOf: speechIssues,
    send: (draft) => (draft.id ? update.run({ id: draft.id }, speechBody(draft)) : create.run({}, speechBody(draft))),
    onClose,
  });
  if (!draft) return null;

  const text = limitProps(draft.text, SPEECH_TEXT_LIMITS.text, t, item('text'));
  return (
    <DraftDialog
      width={640}
      title={t(draft.id ? 'practiceWeb.speech.editTitle' : 'practiceWeb.speech.addTitle')}
      saving={saving}
      saveTestId="speech-save"
      holder={holder}
      onSave={save}
      onClose={onClose}
    >
      <Form layout="vertical">
        <CategoryField draft={draft} setDraft={setDraft} item={item} categories={categories} />
        <Form.Item label={t('practiceWeb.speech.text')} htmlFor="speech-dialog-text" required {...text.item}>
          <Input.TextArea
            id="speech-dialog-text"
            rows={3}
            count={text.count}
            value={draft.text}
            onChange={(event) => setDraft({ ...draft, text: event.target.value })}
            data-testid="speech-text"
          />
        </Form.Item>
        <SpeechStyleFields draft={draft} setDraft={setDraft} item={item} />
        <Form.Item label={t('practiceWeb.speech.keywords')} htmlFor="speech-dialog-keywords" extra={t('practiceWeb.speech.keywordsHint')} {...item('keywords')}>
          <Input
            id="speech-dialog-keywords"
            value={draft.keywords}
            onChange={(event) => setDraft({ ...draft, keywords: event.target.value })}
            data-testid="speech-keywords"
          />
        </Form.Item>
      </Form>
    </DraftDialog>
  );
}

interface FieldProps {
  draft: SpeechDraft;
  setDraft: (draft: SpeechDraft) => void;
  item: (field: string) => IssueProps;
}

/** The speech's category: one of those in use, or a new one typed. */
function CategoryField({ draft, setDraft, item, categories }: FieldProps & { categories: readonly string[] }) {
  const t = useT();
  const category = limitProps(draft.category, SPEECH_TEXT_LIMITS.category, t, item('category'));
  return (
    <Form.Item label={t('practiceWeb.speech.category')} htmlFor="speech-dialog-category" required {...category.item}>
      <AutoComplete
        id="speech-dialog-category"
        value={draft.category}
        options={categories.map((name) => ({ value: name }))}
        onChange={(category: string) => setDraft({ ...draft, category })}
      >
        <Input count={category.count} data-testid="speech-category" />
      </AutoComplete>
    </Form.Item>
  );
}

/** How the speech is said: difficulty, emotion and voice number. */
function SpeechStyleFields({ draft, setDraft, item }: FieldProps) {
  const t = useT();
  const voiceno = limitProps(draft.voiceno, SPEECH_TEXT_LIMITS.voiceno, t, item('voiceno'));
  return (
    <Space size="large">
      <Form.Item label={t('practiceWeb.speech.difficulty')} htmlFor="speech-dialog-difficulty" {...item('difficulty')}>
        <Select
          id="speech-dialog-difficulty"
          style={{ width: 120 }}
          value={draft.difficulty}
          onChange={(difficulty) => setDraft({ ...draft, difficulty })}
          options={DIFFICULTY_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))}
        />
      </Form.Item>
      <Form.Item label={t('practiceWeb.speech.emotion')} htmlFor="speech-dialog-emotion" {...item('emotion')}>
        <Select
          id="speech-dialog-emotion"
          style={{ width: 120 }}
          value={draft.emotion}
          onChange={(emotion) => setDraft({ ...draft, emotion: emotion as SpeechDraft['emotion'] })}
          options={EMOTION_OPTIONS.map(({ value, key }) => ({ value, label: t(key) }))}
        />
      </Form.Item>
      <Form.Item label={t('practiceWeb.speech.voiceno')} htmlFor="speech-dialog-voiceno" {...voiceno.item}>
        <Input
          id="speech-dialog-voiceno"
          style={{ width: 160 }}
          count={voiceno.count}
          value={draft.voiceno}
          onChange={(event) => setDraft({ ...draft, voiceno: event.target.value })}
        />
      </Form.Item>
    </Space>
  );
}
