import { OPTION_LETTERS, type AigcDraft, type Translate } from '@peilian/shared';
import { Badge, Button, Card, Checkbox, Space, Tag, Typography } from 'antd';

const KIND_BY_TYPE = ['single', 'multiple', 'judge', 'fill'] as const;
const BADGES = { draft: 'processing', accepted: 'success', discarded: 'default' } as const;

interface Props {
  draft: AigcDraft;
  t: Translate;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
  onDiscard: () => void;
}

/** One generated item for review: its question and options (the correct ones marked) or its FAQ, its status, and what may be done with it. */
export function DraftCard({ draft, t, selected, onSelect, onEdit, onDiscard }: Props) {
  const open = draft.status === 'draft';
  const question = draft.question;
  const kind = draft.kind === 'faq' ? 'faq' : (KIND_BY_TYPE[question?.type ?? 0] ?? 'single');
  const heading = question?.text ?? draft.faq?.question ?? '';
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid={`aigc-draft-${draft.seq}`}>
      <Space align="start" style={{ width: '100%', justifyContent: 'space-between' }}>
        <Space align="start">
          <Checkbox checked={selected} disabled={!open} onChange={(event) => onSelect(event.target.checked)} data-testid={`aigc-select-${draft.seq}`}>
            {t('aigcBank.actions.select', { seq: draft.seq })}
          </Checkbox>
          <div>
            <Space wrap>
              <Tag>{t(`aigcBank.kinds.${kind}`)}</Tag>
              <Badge status={BADGES[draft.status]} text={t(`aigcBank.draftStatuses.${draft.status}`)} data-testid={`aigc-draft-status-${draft.seq}`} />
            </Space>
            <Typography.Paragraph strong style={{ margin: '6px 0' }} id={`aigc-draft-text-${draft.id}`}>
              {draft.seq}. {heading}
            </Typography.Paragraph>
            {question && question.choices.length > 0 && (
              <ol style={{ margin: 0, paddingInlineStart: 0, listStyle: 'none' }}>
                {question.choices.map((choice, index) => (
                  <li key={choice.id}>
                    <Typography.Text strong={choice.iscorrect === 1}>
                      {OPTION_LETTERS[index]}. {choice.content}
                      {choice.iscorrect === 1 && `（${t('aigcBank.fields.correct')}）`}
                    </Typography.Text>
                  </li>
                ))}
              </ol>
            )}
            {question?.answer && <Typography.Paragraph style={{ margin: 0 }}>{`${t('aigcBank.fields.answer')}：${question.answer}`}</Typography.Paragraph>}
            {draft.faq && <Typography.Paragraph style={{ margin: 0 }}>{`${t('aigcBank.fields.faqAnswer')}：${draft.faq.answer}`}</Typography.Paragraph>}
            {question?.promotion && <Typography.Text type="secondary">{`${t('aigcBank.fields.promotion')}：${question.promotion}`}</Typography.Text>}
          </div>
        </Space>
        {open && (
          <Space>
            <Button size="small" onClick={onEdit} aria-describedby={`aigc-draft-text-${draft.id}`} data-testid={`aigc-edit-${draft.seq}`}>
              {t('aigcBank.actions.edit')}
            </Button>
            <Button size="small" danger onClick={onDiscard} aria-describedby={`aigc-draft-text-${draft.id}`} data-testid={`aigc-discard-${draft.seq}`}>
              {t('aigcBank.actions.discard')}
            </Button>
          </Space>
        )}
      </Space>
    </Card>
  );
}
