import { PAGE_SIZE_DEFAULT, SEND_RESULTS, type NotifySend, type SendResult } from '@peilian/shared';
import { message, Select, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { ListTable } from '../blocks/ListTable';
import { useErrorNotice } from '../blocks/useErrorNotice';
import { useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { sendColumns } from './sendColumns';

/** The templates a filter offers: the first page at the largest size. */
const TEMPLATE_CHOICES = { page: 1, rows: 100 };

/** Every send, newest first: filtered by template and result, paged. */
export function SendLog() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useState({ page: 1, rows: PAGE_SIZE_DEFAULT, templateid: '', result: '' as SendResult | '' });
  const sends = useAdminQuery('notify', 'sends', callQuery(query));
  const templates = useAdminQuery('notify', 'list', TEMPLATE_CHOICES);
  useErrorNotice(notice, sends.error);
  const change = (next: Partial<typeof query>) => setQuery((current) => ({ ...current, ...next, page: 1 }));
  return (
    <>
      {holder}
      <Space style={{ marginBottom: 16 }} wrap>
        <Select
          aria-label={t('notifyAdmin.sends.template')}
          style={{ width: 260 }}
          value={query.templateid}
          onChange={(templateid: string) => change({ templateid })}
          options={[
            { value: '', label: t('notifyAdmin.sends.allTemplates') },
            ...(templates.data?.rows ?? []).map((row) => ({ value: row.id, label: row.subject })),
          ]}
          data-testid="notify-sends-template"
        />
        <Select
          aria-label={t('notifyAdmin.sends.result')}
          style={{ width: 160 }}
          value={query.result}
          onChange={(result: SendResult | '') => change({ result })}
          options={[
            { value: '', label: t('notifyAdmin.sends.allResults') },
            ...SEND_RESULTS.map((result) => ({ value: result, label: t(`notifyAdmin.results.${result}`) })),
          ]}
          data-testid="notify-sends-result"
        />
      </Space>
      <ListTable<NotifySend>
        rowKey="id"
        testId="notify-sends"
        columns={sendColumns(t)}
        data={sends.data}
        loading={sends.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={(paging) => setQuery((current) => ({ ...current, ...paging }))}
        emptyText={t('notifyAdmin.sends.empty')}
        rowTestId={(row) => `notify-send-${row.id}`}
      />
    </>
  );
}
