import type { AdminFaq, Translate } from '@peilian/shared';
import { Button, Space, Switch, Typography, type TableColumnsType } from 'antd';
import dayjs from 'dayjs';

interface Actions {
  onToggle: (faq: AdminFaq) => void;
  onEdit: (faq: AdminFaq) => void;
  onRemove: (faq: AdminFaq) => void;
}

const clipped = (text: string, testId?: string) => (
  <Typography.Paragraph style={{ marginBottom: 0 }} ellipsis={{ rows: 2, tooltip: text }} data-testid={testId}>
    {text}
  </Typography.Paragraph>
);

/**
 * The FAQ list's columns: standard question, answer excerpt, keywords, similar and extended counts,
 * sort, the open/closed switch, creator, date, edit and delete.
 */
export function faqColumns(t: Translate, { onToggle, onEdit, onRemove }: Actions): TableColumnsType<AdminFaq> {
  return [
    { title: t('faqAdmin.bank.question'), dataIndex: 'question', render: (text: string) => clipped(text, 'faq-row-question') },
    { title: t('faqAdmin.bank.answer'), dataIndex: 'answer', render: (text: string) => clipped(text) },
    { title: t('faqAdmin.bank.keywords'), dataIndex: 'keywords', width: 140, render: (text: string) => clipped(text) },
    { title: t('faqAdmin.bank.similar'), key: 'similar', width: 90, render: (_, faq) => faq.similar.length },
    { title: t('faqAdmin.bank.extended'), key: 'extended', width: 90, render: (_, faq) => faq.extended.length },
    { title: t('faqAdmin.bank.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('faqAdmin.bank.status'),
      key: 'status',
      width: 100,
      render: (_, faq) => (
        <Switch
          checked={faq.disabled === 0}
          onChange={() => onToggle(faq)}
          checkedChildren={t('faqAdmin.bank.open')}
          unCheckedChildren={t('faqAdmin.bank.closed')}
          data-testid={`faq-toggle-${faq.question}`}
        />
      ),
    },
    { title: t('faqAdmin.bank.creator'), dataIndex: 'creator', width: 110 },
    { title: t('faqAdmin.bank.createdate'), dataIndex: 'createdate', width: 160, render: (ms: number) => dayjs(ms).format('YYYY-MM-DD HH:mm') },
    {
      title: t('faqAdmin.bank.actions'),
      key: 'actions',
      width: 130,
      render: (_, faq) => (
        <Space size={0}>
          <Button type="link" onClick={() => onEdit(faq)} data-testid={`faq-edit-${faq.question}`}>
            {t('faqAdmin.bank.edit')}
          </Button>
          <Button type="link" danger onClick={() => onRemove(faq)} data-testid={`faq-remove-${faq.question}`}>
            {t('faqAdmin.bank.remove')}
          </Button>
        </Space>
      ),
    },
  ];
}
