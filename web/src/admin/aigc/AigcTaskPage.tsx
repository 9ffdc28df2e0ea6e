import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AigcTask } from '@peilian/shared';
import { Alert, Button, Input, message, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../app';
import { ListTable } from '../blocks/ListTable';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminQuery } from '../data/queries';
import { useUrlQuery } from '../data/useUrlQuery';
import { AIGC_POLL_MS, underWay } from './labels';
import { NewTaskDialog } from './NewTaskDialog';
import { aigcDetailPath } from './paths';
import { taskColumns } from './taskColumns';

const LIST_QUERY = { page: 1, rows: PAGE_SIZE_DEFAULT, name: '' };

/**
 * AI question generation (admin §2 `aigc-bank`): the organisation's generation tasks with their
 * files, settings, pages consumed and progress (read again while one is under way), and a new task.
 * Without a language model the page says the assistant is not enabled and offers nothing else.
 */
export function AigcTaskPage() {
  const t = useT();
  const navigate = useNavigate();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(LIST_QUERY);
  const [name, setName] = useState(query.name);
  const [adding, setAdding] = useState(false);
  const list = useAdminQuery('aigcBank', 'list', query, { pollMs: (data) => (data?.rows.some(underWay) ? AIGC_POLL_MS : false) });
  const refused = list.error && !list.data;
  return (
    <div>
      {holder}
      <PageTitle testId="aigc-title">{t('aigcBank.title')}</PageTitle>
      {refused ? (
        <Alert type="warning" showIcon title={list.error} data-testid="aigc-refused" />
      ) : (
        <>
          <Space style={{ marginBottom: 16 }} wrap>
            <Input.Search
              allowClear
              aria-label={t('aigcBank.searchName')}
              placeholder={t('aigcBank.searchName')}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onSearch={(value) => setQuery({ name: value.trim(), page: 1 })}
              style={{ width: 280 }}
              data-testid="aigc-search"
            />
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)} data-testid="aigc-add">
              {t('aigcBank.newTask')}
            </Button>
          </Space>
          <ListTable<AigcTask>
            rowKey="id"
            testId="aigc-tasks"
            columns={taskColumns(t)}
            data={list.data}
            loading={list.loading && !list.data}
            paging={{ page: query.page, rows: query.rows }}
            onPaging={setQuery}
            rowTestId={(task) => `aigc-task-${task.name}`}
          />
        </>
      )}
      {adding && (
        <NewTaskDialog
          onClose={() => setAdding(false)}
          onCreated={(task) => {
            setAdding(false);
            void notice.success(t('aigcBank.review.waiting'));
            navigate(aigcDetailPath(task.id));
          }}
        />
      )}
    </div>
  );
}
