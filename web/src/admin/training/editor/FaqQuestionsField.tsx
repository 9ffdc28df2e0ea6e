import { PAGE_SIZE_DEFAULT } from '@peilian/shared';
import { Button, Typography, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { actionsColumn } from '../../blocks/columns';
import { ListTable, type ListPaging } from '../../blocks/ListTable';
import { FaqPicker, type FaqChoice } from '../picker/FaqPicker';
import { FaqQuestionText } from './FaqQuestionText';

interface Props {
  value?: FaqChoice[];
  onChange?: (value: FaqChoice[]) => void;
}

/**
 * The questions a quick Q&A child task draws from, chosen in the FAQ picker (at most 100), each
 * removable; paged only when there are more than a page of them.
 */
export function FaqQuestionsField({ value = [], onChange }: Props) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const [paging, setPaging] = useState<ListPaging>({ page: 1, rows: PAGE_SIZE_DEFAULT });
  const columns: TableColumnsType<FaqChoice> = [
    { key: 'question', title: t('faqAdmin.picker.question'), width: 560, render: (_, item) => <FaqQuestionText item={item} /> },
    actionsColumn<FaqChoice>(t('trainingAdmin.children.actions'), 96, (item) => (
      <Button type="link" size="small" danger onClick={() => onChange?.(value.filter((other) => other.id !== item.id))}>
        {t('trainingAdmin.faqChild.removeQuestion')}
      </Button>
    )),
  ];
  const paged = value.length > PAGE_SIZE_DEFAULT;
  return (
    <div data-testid="child-faq-questions">
      <Button onClick={() => setPicking(true)} style={{ marginBottom: 8, marginRight: 12 }} data-testid="child-faq-choose">
        {t(value.length > 0 ? 'trainingAdmin.faqChild.changeQuestions' : 'trainingAdmin.faqChild.chooseQuestions')}
      </Button>
      <Typography.Text type="secondary">{t('trainingAdmin.faqChild.questionsCount', { count: value.length })}</Typography.Text>
      {value.length > 0 && (
        <ListTable<FaqChoice>
          rowKey="id"
          testId="child-faq-table"
          columns={columns}
          data={{ rows: value, total: value.length }}
          loading={false}
          paging={paged ? paging : undefined}
          onPaging={setPaging}
        />
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
