import { Button, Table, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app/hooks';
import { FaqPicker, type FaqChoice } from '../../faq/FaqPicker';
import { FaqQuestionText } from './FaqQuestionText';

interface Props {
  value?: FaqChoice[];
  onChange?: (value: FaqChoice[]) => void;
}

/** The questions a quick Q&A child task draws from, chosen in the FAQ picker (at most 100), each removable. */
export function FaqQuestionsField({ value = [], onChange }: Props) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const columns: TableColumnsType<FaqChoice> = [
    {
      key: 'question',
      title: t('faqAdmin.picker.question'),
      ellipsis: true,
      render: (_, item) => <FaqQuestionText item={item} />,
    },
    {
      key: 'remove',
      width: 80,
      render: (_, item) => (
        <Button type="link" size="small" danger onClick={() => onChange?.(value.filter((other) => other.id !== item.id))}>
          {t('trainingAdmin.faqChild.removeQuestion')}
        </Button>
      ),
    },
  ];
  return (
    <div data-testid="child-faq-questions">
      <Button onClick={() => setPicking(true)} style={{ marginBottom: 8, marginRight: 12 }} data-testid="child-faq-choose">
        {t(value.length > 0 ? 'trainingAdmin.faqChild.changeQuestions' : 'trainingAdmin.faqChild.chooseQuestions')}
      </Button>
      <Typography.Text type="secondary">{t('trainingAdmin.faqChild.questionsCount', { count: value.length })}</Typography.Text>
      {value.length > 0 && (
        <Table<FaqChoice> size="small" rowKey="id" columns={columns} dataSource={value} pagination={{ pageSize: 10, hideOnSinglePage: true }} />
      )}
      {picking && (
        <FaqPicker
          chosen={value}
          onCancel={() => setPicking(false)}
          onOk={(questions) => {
            setPicking(false);
            onChange?.(questions);
          }}
        />
      )}
    </div>
  );
}
