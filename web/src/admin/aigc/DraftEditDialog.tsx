import { type AigcDraft } from '@peilian/shared';
import { Checkbox, Form, Input, Space } from 'antd';
import { useT } from '../../app';
import { FormDialog } from '../blocks/FormDialog';
import { useAdminMutation } from '../data/queries';

interface Values {
  text: string;
  answer: string;
  promotion: string;
  choices: { id: string; content: string; iscorrect: boolean }[];
}

interface Props {
  taskId: string;
  draft: AigcDraft;
  onClose: () => void;
}

/** Edits a draft before it is accepted: a question's text, options and correct ones, answer and explanation, or an FAQ's question and answer; the server checks it as the bank's form does. */
export function DraftEditDialog({ taskId, draft, onClose }: Props) {
  const t = useT();
  const [form] = Form.useForm<Values>();
  const edit = useAdminMutation('aigcBank', 'edit');
  const question = draft.question;
  const initial: Values = question
    ? {
        text: question.text,
        answer: question.answer,
        promotion: question.promotion,
        choices: question.choices.map((choice) => ({ ...choice, iscorrect: choice.iscorrect === 1 })),
      }
    : { text: draft.faq?.question ?? '', answer: draft.faq?.answer ?? '', promotion: '', choices: [] };
  const submit = async (values: Values) => {
    const body = question
      ? {
          question: {
            ...question,
            text: values.text,
            answer: values.answer ?? '',
            promotion: values.promotion ?? '',
            choices: (values.choices ?? []).map((c) => ({ ...c, iscorrect: c.iscorrect ? 1 : 0 })),
          },
        }
      : { faq: { question: values.text, answer: values.answer } };
    await edit.run({ id: taskId, draftid: draft.id }, body);
    onClose();
  };
  const fill = question?.type === 3;
  return (
    <FormDialog<Values>
      title={`${t('aigcBank.actions.edit')} ${draft.seq}`}
      form={form}
      initialValues={initial}
      onSubmit={submit}
      onClose={onClose}
      width={720}
      focus="text"
      testIds={{ save: 'aigc-edit-save', errors: 'aigc-edit-errors', form: 'aigc-edit-form' }}
    >
      <Form.Item
        name="text"
        label={t(question ? 'aigcBank.fields.text' : 'aigcBank.fields.faqQuestion')}
        rules={[{ required: true, whitespace: true, message: t(question ? 'exam.rules.textRequired' : 'faqAdmin.rules.questionRequired') }]}
      >
        <Input.TextArea rows={3} data-testid="aigc-edit-text" />
      </Form.Item>
      {question && !fill && (
        <Form.List name="choices">
          {(fields) =>
            fields.map((field, index) => (
              <Space key={field.key} align="baseline" style={{ display: 'flex' }}>
                <Form.Item
                  name={[field.name, 'content']}
                  label={`${t('aigcBank.fields.options')} ${String.fromCharCode(65 + index)}`}
                  rules={[{ required: true, whitespace: true, message: t('exam.rules.optionTextRequired') }]}
                >
                  <Input style={{ width: 460 }} />
                </Form.Item>
                <Form.Item name={[field.name, 'iscorrect']} valuePropName="checked">
                  <Checkbox>{t('aigcBank.fields.correct')}</Checkbox>
                </Form.Item>
              </Space>
            ))
          }
        </Form.List>
      )}
      {(fill || !question) && (
        <Form.Item
          name="answer"
          label={t(question ? 'aigcBank.fields.answer' : 'aigcBank.fields.faqAnswer')}
          rules={[{ required: true, whitespace: true, message: t(question ? 'exam.rules.fillAnswerRequired' : 'faqAdmin.rules.answerRequired') }]}
        >
          <Input.TextArea rows={question ? 1 : 4} data-testid="aigc-edit-answer" />
        </Form.Item>
      )}
      {question && (
        <Form.Item name="promotion" label={t('aigcBank.fields.promotion')}>
          <Input.TextArea rows={2} />
        </Form.Item>
      )}
    </FormDialog>
  );
}
