import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { OPTION_LETTERS, QUESTION_OPTIONS_MAX, QUESTION_TYPES } from '@peilian/shared';
import { Button, Card, Checkbox, Input, InputNumber, Select, Space } from 'antd';
import { useT } from '../../app';
import { withAddedOption, withCorrect, withOptionText, withoutOption, withType, type JudgeLabels, type MediaQuestionDraft } from './mediaQuestionDraft';

interface Props {
  index: number;
  draft: MediaQuestionDraft;
  isVideo: boolean;
  judge: JudgeLabels;
  onChange: (draft: MediaQuestionDraft) => void;
  onRemove: () => void;
}

/** One question of a video or file: its second (video), type, text, and options with their correct ticks. */
export function MediaQuestionEditor({ index, draft, isVideo, judge, onChange, onRemove }: Props) {
  const t = useT();
  const isJudge = draft.type === QUESTION_TYPES.judge;
  const types = [
    { value: QUESTION_TYPES.single, label: t('mediaQuestions.type.single') },
    { value: QUESTION_TYPES.multiple, label: t('mediaQuestions.type.multiple') },
    { value: QUESTION_TYPES.judge, label: t('mediaQuestions.type.judge') },
  ];
  return (
    <Card
      size="small"
      title={`${index + 1}.`}
      extra={<Button type="text" icon={<DeleteOutlined />} aria-label={t('mediaQuestions.admin.remove')} onClick={onRemove} />}
      data-testid={`media-question-${index}`}
    >
      <Space wrap style={{ marginBottom: 8 }}>
        {isVideo && (
          <InputNumber
            min={0}
            precision={0}
            addonBefore={t('mediaQuestions.admin.at')}
            value={draft.at}
            onChange={(value) => onChange({ ...draft, at: Number(value ?? 0) })}
            data-testid={`media-question-at-${index}`}
          />
        )}
        <Select
          aria-label={t('mediaQuestions.admin.type')}
          style={{ width: 140 }}
          options={types}
          value={draft.type}
          onChange={(type) => onChange(withType(draft, type, judge))}
          data-testid={`media-question-type-${index}`}
        />
      </Space>
      <Input.TextArea
        aria-label={t('mediaQuestions.admin.text')}
        placeholder={t('mediaQuestions.admin.text')}
        autoSize={{ minRows: 1, maxRows: 4 }}
        value={draft.text}
        onChange={(event) => onChange({ ...draft, text: event.target.value })}
        data-testid={`media-question-text-${index}`}
      />
      <Space orientation="vertical" style={{ width: '100%', marginTop: 8 }}>
        {draft.choices.map((choice, at) => (
          <Space key={choice.id} align="center">
            <span style={{ width: 20, display: 'inline-block' }}>{OPTION_LETTERS[at]}</span>
            <Input
              style={{ width: 360 }}
              aria-label={`${t('mediaQuestions.admin.options')} ${OPTION_LETTERS[at] ?? ''}`}
              value={choice.content}
              onChange={(event) => onChange(withOptionText(draft, at, event.target.value))}
              data-testid={`media-question-option-${index}-${at}`}
            />
            <Checkbox
              checked={choice.iscorrect === 1}
              onChange={(event) => onChange(withCorrect(draft, at, event.target.checked))}
              data-testid={`media-question-correct-${index}-${at}`}
            >
              {t('mediaQuestions.admin.correct')}
            </Checkbox>
            {!isJudge && (
              <Button type="text" icon={<DeleteOutlined />} aria-label={t('mediaQuestions.admin.remove')} onClick={() => onChange(withoutOption(draft, at))} />
            )}
          </Space>
        ))}
        {!isJudge && (
          <Button icon={<PlusOutlined />} disabled={draft.choices.length >= QUESTION_OPTIONS_MAX} onClick={() => onChange(withAddedOption(draft))}>
            {t('mediaQuestions.admin.addOption')}
          </Button>
        )}
      </Space>
    </Card>
  );
}
