import { PlusOutlined, RobotOutlined } from '@ant-design/icons';
import { FAQ_EXTENDED_MAX, FAQ_SIMILAR_MAX, type Translate } from '@peilian/shared';
import { Button, Form, message, Space } from 'antd';
import { useState } from 'react';
import { AiSimilarDialog } from './AiSimilarDialog';
import { similarTexts, withSimilarAdded, type FaqDraft } from './faqForm';
import { QaRows } from './QaRows';
import { helpProps, type DraftChange } from './useFaqEditor';

interface Props {
  t: Translate;
  draft: FaqDraft;
  onChange: DraftChange;
  listLines: (field: keyof FaqDraft) => string[];
  rowLines: (field: keyof FaqDraft, index: number, part: string) => string[];
}

/** Similar questions (by hand or from the AI dialog), each with an optional answer of its own. */
export function FaqSimilarField({ t, draft, onChange, listLines, rowLines }: Props) {
  const [notice, holder] = message.useMessage();
  const [asking, setAsking] = useState(false);
  const full = draft.similar.length >= FAQ_SIMILAR_MAX;
  const add = (items: string[]) => {
    // The dialog keeps the form covered, so the draft on screen is the one the items are added to.
    const outcome = withSimilarAdded(draft, items);
    onChange(outcome.draft);
    if (outcome.added < items.length) void notice.warning(t('faqAdmin.editor.similarFull', { max: FAQ_SIMILAR_MAX, added: outcome.added }));
  };
  return (
    <Form.Item label={t('faqAdmin.editor.similar')} {...helpProps(listLines('similar'))}>
      {holder}
      <QaRows
        t={t}
        rows={draft.similar}
        onChange={(similar) => onChange({ ...draft, similar })}
        questionLabel={t('faqAdmin.editor.similarQuestion')}
        answerLabel={t('faqAdmin.editor.similarAnswer')}
        answerRequired={false}
        testId="faq-similar"
        rowLines={(index, part) => rowLines('similar', index, part)}
      />
      <Space>
        <Button
          icon={<PlusOutlined />}
          disabled={full}
          onClick={() => onChange({ ...draft, similar: [...draft.similar, { question: '', answer: '' }] })}
          data-testid="faq-similar-add"
        >
          {t('faqAdmin.editor.addSimilar')}
        </Button>
        <Button icon={<RobotOutlined />} disabled={full || !draft.question.trim()} onClick={() => setAsking(true)} data-testid="faq-ai-similar">
          {t('faqAdmin.editor.aiSimilar')}
        </Button>
      </Space>
      <AiSimilarDialog open={asking} type="faq" text={draft.question} existing={similarTexts(draft)} onAdd={add} onClose={() => setAsking(false)} />
    </Form.Item>
  );
}

/** Extended (follow-up) questions, each with its answer. */
export function FaqExtendedField({ t, draft, onChange, listLines, rowLines }: Props) {
  return (
    <Form.Item label={t('faqAdmin.editor.extended')} {...helpProps(listLines('extended'))}>
      <QaRows
        t={t}
        rows={draft.extended}
        onChange={(extended) => onChange({ ...draft, extended })}
        questionLabel={t('faqAdmin.editor.extendedQuestion')}
        answerLabel={t('faqAdmin.editor.extendedAnswer')}
        answerRequired
        testId="faq-extended"
        rowLines={(index, part) => rowLines('extended', index, part)}
      />
      <Button
        icon={<PlusOutlined />}
        disabled={draft.extended.length >= FAQ_EXTENDED_MAX}
        onClick={() => onChange({ ...draft, extended: [...draft.extended, { question: '', answer: '' }] })}
        data-testid="faq-extended-add"
      >
        {t('faqAdmin.editor.addExtended')}
      </Button>
    </Form.Item>
  );
}
