import type { AdminFaq, Translate } from '@peilian/shared';
import { Button, Space, Switch, type TableColumnsType } from 'antd';
import { adminTime } from '../time';
import { actionsColumn, clippedText, COLUMN_PX, textColumn } from '../blocks/columns';

interface Actions {
  onToggle: (faq: AdminFaq) => void;
  onEdit: (faq: AdminFaq) => void;
  onRemove: (faq: AdminFaq) => void;
}

/**
 * The FAQ list's columns: standard question, answer excerpt, keywords, similar and extended counts,
 * sort, the open/closed switch, creator, date, edit and delete (pinned in view). Each has its width,
 * so the list scrolls sideways on a narrow screen instead of squeezing the texts a manager reads.
 */
export function faqColumns(t: Translate, { onToggle, onEdit, onRemove }: Actions): TableColumnsType<AdminFaq> {
  return [
    textColumn<AdminFaq>(t('faqAdmin.bank.question'), 'question', { testId: 'faq-row-question' }),
    textColumn<AdminFaq>(t('faqAdmin.bank.answer'), 'answer'),
    { key: 'keywords', title: t('faqAdmin.bank.keywords'), dataIndex: 'keywords', width: COLUMN_PX.name, render: (text: string) => clippedText(text) },
    { key: 'similar', title: t('faqAdmin.bank.similar'), width: COLUMN_PX.number, render: (_, faq) => faq.similar.length },
    { key: 'extended', title: t('faqAdmin.bank.extended'), width: COLUMN_PX.number, render: (_, faq) => faq.extended.length },
    { key: 'sort', title: t('faqAdmin.bank.sort'), dataIndex: 'sort', width: COLUMN_PX.number },
    {
      key: 'status',
      title: t('faqAdmin.bank.status'),
      width: COLUMN_PX.status,
      render: (_, faq) => (
        <Switch
          checked={faq.disabled === 0}
          onChange={() => onToggle(faq)}
          checkedChildren={t('faqAdmin.bank.open')}
          unCheckedChildren={t('faqAdmin.bank.closed')}
          aria-label={t('faqAdmin.bank.status')}
          data-testid={`faq-toggle-${faq.question}`}
        />
      ),
    },
    { key: 'creator', title: t('faqAdmin.bank.creator'), dataIndex: 'creator', width: 110 },
    { key: 'createdate', title: t('faqAdmin.bank.createdate'), dataIndex: 'createdate', width: COLUMN_PX.date, render: (ms: number) => adminTime(ms) },
    actionsColumn<AdminFaq>(t('faqAdmin.bank.actions'), 140, (faq) => (
      <Space size={0}>
        <Button type="link" onClick={() => onEdit(faq)} data-testid={`faq-edit-${faq.question}`}>
          {t('faqAdmin.bank.edit')}
        </Button>
        <Button type="link" danger onClick={() => onRemove(faq)} data-testid={`faq-remove-${faq.question}`}>
          {t('faqAdmin.bank.remove')}
        </Button>
      </Space>
    )),
  ];
}
