import type { LearnerQuestion, LocalAnswer } from '@peilian/shared';
import Input from 'antd-mobile/es/components/input';
import Space from 'antd-mobile/es/components/space';
import Tag from 'antd-mobile/es/components/tag';
import { useState } from 'react';
import { useT } from '../app';
import { Checkbox, CheckboxGroup, Radio, RadioGroup } from '../components/choices';

const TYPE_TEXT = ['examLearner.typeSingle', 'examLearner.typeMultiple', 'examLearner.typeJudge', 'examLearner.typeFill'] as const;

interface Props {
  question: LearnerQuestion;
  index: number;
  count: number;
  answer: LocalAnswer | undefined;
  disabled: boolean;
  onAnswer: (choices: string[], fills: string[]) => void;
}

/** Fill blanks keep their text on screen as typed; each change is saved as the question's answer. */
function FillBlanks({ question, answer, disabled, onAnswer }: Omit<Props, 'index' | 'count'>) {
  const t = useT();
  const [fills, setFills] = useState(() => Array.from({ length: Math.max(1, question.blanks) }, (_, index) => answer?.fills[index] ?? ''));
  return (
    <Space direction="vertical" block>
      {fills.map((value, index) => (
        <Input
          key={index}
          data-testid={`exam-fill-${index}`}
          className="exam-fill"
          placeholder={t('examLearner.blank', { index: index + 1 })}
          value={value}
          disabled={disabled}
          clearable
          onChange={(text) => {
            const next = fills.map((fill, at) => (at === index ? text : fill));
            setFills(next);
            onAnswer([], next);
          }}
        />
      ))}
    </Space>
  );
}

/** One question on its own screen: type, score, text and the way to answer it. */
export function QuestionView({ question, index, count, answer, disabled, onAnswer }: Props) {
  const t = useT();
  const chosen = answer?.choices ?? [];
  return (
    <div className="exam-question" data-testid="exam-question" data-question={question.id}>
      <div className="exam-question-head">
        <Tag color="primary" fill="outline">
          {t(TYPE_TEXT[question.type])}
        </Tag>
        <span>{t('examLearner.question', { index: index + 1, count })}</span>
        <span>{t('examLearner.points', { score: question.score })}</span>
      </div>
      <div className="exam-question-text" data-testid="exam-question-text">
        {question.text}
      </div>
      {question.type === 3 ? (
        <FillBlanks key={question.id} question={question} answer={answer} disabled={disabled} onAnswer={onAnswer} />
      ) : question.type === 1 ? (
        <CheckboxGroup label={question.text} value={chosen} disabled={disabled} onChange={(value) => onAnswer(value, [])}>
          <Space direction="vertical" block>
            {question.choices.map((choice) => (
              <Checkbox key={choice.id} value={choice.id} data-testid={`exam-choice-${choice.id}`} block>
                {choice.id}. {choice.content}
              </Checkbox>
            ))}
          </Space>
        </CheckboxGroup>
      ) : (
        <RadioGroup label={question.text} value={chosen[0] ?? null} disabled={disabled} onChange={(value) => onAnswer([value], [])}>
          <Space direction="vertical" block>
            {question.choices.map((choice) => (
              <Radio key={choice.id} value={choice.id} data-testid={`exam-choice-${choice.id}`} block>
                {question.type === 2 ? choice.content : `${choice.id}. ${choice.content}`}
              </Radio>
            ))}
          </Space>
        </RadioGroup>
      )}
    </div>
  );
}
