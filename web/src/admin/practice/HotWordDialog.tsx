import { Button, Form, Input, InputNumber, Space, Switch, type message } from 'antd';
import type { Dispatch, SetStateAction } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { DraftDialog } from '../blocks/DraftDialog';
import { limitProps } from '../blocks/textLimit';
import type { IssueProps } from '../blocks/useDraftSave';
import { useEditDialog } from './useEditDialog';
import { HOT_WORD_LIMIT, hotWordBody, hotWordIssues, type HotWordDraft } from './wordForms';
import { useAdminMutation } from '../data/queries';

interface Props {
  initial: HotWordDraft | null;
  onClose: () => void;
}

/** Create or edit a hot word: replace words, homophones with their pinyin (asked of the server), priority. */
export function HotWordDialog({ initial, onClose }: Props) {
  const create = useAdminMutation('hotWords', 'create');
  const update = useAdminMutation('hotWords', 'update');
  const { t, notice, holder, draft, setDraft, saving, save, item } = useEditDialog({
    initial,
    issuesOf: hotWordIssues,
    send: (draft) => (draft.id ? update.run({ id: draft.id }, hotWordBody(draft)) : create.run({}, hotWordBody(draft))),
    onClose,
  });
  if (!draft) return null;

  return (
    <DraftDialog
      title={t(draft.id ? 'practiceWeb.words.hotEditTitle' : 'practiceWeb.words.hotAddTitle')}
      saving={saving}
      saveTestId="hotword-save"
      holder={holder}
      onSave={save}
      onClose={onClose}
    >
      <Form layout="vertical">
        <WordFields draft={draft} setDraft={setDraft} item={item} />
        <Form.Item label={t('practiceWeb.words.homophone')} htmlFor="hotword-dialog-homophone" {...item('homophone')}>
          <Switch
            id="hotword-dialog-homophone"
            checked={draft.homophone === 1}
            onChange={(on) => setDraft({ ...draft, homophone: on ? 1 : 0 })}
            data-testid="hotword-homophone"
          />
        </Form.Item>
        {draft.homophone === 1 && <PinyinField draft={draft} setDraft={setDraft} item={item} notice={notice} />}
        <Form.Item label={t('practiceWeb.words.priority')} htmlFor="hotword-dialog-priority" {...item('priority')}>
          <InputNumber
            id="hotword-dialog-priority"
            min={1}
            max={1000}
            precision={0}
            value={draft.priority}
            onChange={(priority) => setDraft({ ...draft, priority: priority ?? 0 })}
          />
        </Form.Item>
      </Form>
    </DraftDialog>
  );
}

type DraftSetter = Dispatch<SetStateAction<HotWordDraft | null>>;

interface FieldProps {
  draft: HotWordDraft;
  setDraft: DraftSetter;
  item: (field: string) => IssueProps;
}

/** The word, and the words it replaces. */
function WordFields({ draft, setDraft, item }: FieldProps) {
  const t = useT();
  const word = limitProps(draft.word, HOT_WORD_LIMIT, t, item('word'));
  return (
    <>
      <Form.Item label={t('practiceWeb.words.word')} htmlFor="hotword-dialog-word" required {...word.item}>
        <Input
          id="hotword-dialog-word"
          count={word.count}
          value={draft.word}
          onChange={(event) => setDraft({ ...draft, word: event.target.value })}
          data-testid="hotword-word"
        />
      </Form.Item>
      <Form.Item label={t('practiceWeb.words.replace')} htmlFor="hotword-dialog-replace" extra={t('practiceWeb.words.replaceHint')} {...item('replace')}>
        <Input
          id="hotword-dialog-replace"
          value={draft.replace}
          onChange={(event) => setDraft({ ...draft, replace: event.target.value })}
          data-testid="hotword-replace"
        />
      </Form.Item>
    </>
  );
}

/** A homophone's pinyin, typed or asked of the server. */
function PinyinField({ draft, setDraft, item, notice }: FieldProps & { notice: ReturnType<typeof message.useMessage>[0] }) {
  const t = useT();
  const pinyinOf = useAdminMutation('hotWords', 'pinyin');
  const pinyin = () => {
    pinyinOf.run({}, { word: draft.word.trim() }).then(
      ({ pinyin: syllables }) => setDraft((current) => current && { ...current, pinyin: syllables }),
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );
  };
  return (
    <Form.Item label={t('practiceWeb.words.pinyin')} htmlFor="hotword-dialog-pinyin" extra={t('practiceWeb.words.pinyinHint')} {...item('pinyin')}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id="hotword-dialog-pinyin"
          value={draft.pinyin}
          onChange={(event) => setDraft({ ...draft, pinyin: event.target.value })}
          data-testid="hotword-pinyin"
        />
        <Button onClick={pinyin} data-testid="hotword-pinyin-fetch">
          {t('practiceWeb.words.pinyinFetch')}
        </Button>
      </Space.Compact>
    </Form.Item>
  );
}
