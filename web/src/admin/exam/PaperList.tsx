import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminPaper } from '@peilian/shared';
import { Button, message, Space, Switch, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { actionsColumn, clippedText, COLUMN_PX } from '../blocks/columns';
import { ListTable } from '../blocks/ListTable';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { useUrlQuery } from '../data/useUrlQuery';
import { useErrorNotice } from './useErrorNotice';

const PAGING = { page: 1, rows: PAGE_SIZE_DEFAULT };

/**
 * Exam management's papers tab: their status and totals; new and edit open the composer (editpaper),
 * results the examination's page (editexam); the switch enables or disables the examination. The
 * page and its size live in the URL.
 */
export function PaperList() {
  const t = useT();
  const navigate = useNavigate();
  const [notice, holder] = message.useMessage();
  const [paging, setPaging] = useUrlQuery(PAGING);
  const list = useAdminQuery('papers', 'list', paging);
  const disable = useAdminMutation('examinations', 'disable');
  const [switching, setSwitching] = useState('');
  useErrorNotice(notice, list.error);
  const switchEnabled = async (paper: AdminPaper, enabled: boolean) => {
    setSwitching(paper.id);
    try {
      const { paper: changed } = await disable.run({ id: paper.id }, { disabled: enabled ? 0 : 1 });
      void notice.success(t(changed.disabled === 1 ? 'examAdmin.results.disabledDone' : 'examAdmin.results.enabledDone'));
    } catch (error) {
      void notice.error(errorMessage(error, t));
    } finally {
      setSwitching('');
    }
  };
  return (
    <div>
      {holder}
      <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => navigate('/admin/voice/editpaper')} data-testid="paper-add">
        {t('examAdmin.paper.add')}
      </Button>
      <ListTable<AdminPaper>
        rowKey="id"
        testId="paper-table"
        data={list.data}
        loading={list.loading}
        paging={paging}
        onPaging={setPaging}
        columns={[
          { title: t('examAdmin.paper.title'), dataIndex: 'title', width: COLUMN_PX.text, render: (title: string) => clippedText(title) },
          { title: t('examAdmin.paper.category'), dataIndex: 'categoryName', width: COLUMN_PX.name, render: (name: string) => clippedText(name, 1) },
          { title: t('examAdmin.paper.questionCount'), dataIndex: 'questioncount', width: COLUMN_PX.number },
          { title: t('examAdmin.bank.score'), dataIndex: 'total', width: COLUMN_PX.number },
          {
            title: t('examAdmin.paper.status'),
            dataIndex: 'status',
            width: COLUMN_PX.status,
            render: (status: number) => (status === 1 ? <Tag color="green">{t('exam.paper.published')}</Tag> : <Tag>{t('exam.paper.unpublished')}</Tag>),
          },
          {
            title: t('examAdmin.results.enabled'),
            dataIndex: 'disabled',
            width: COLUMN_PX.status,
            render: (disabled: number, paper) => (
              <Switch
                checked={disabled === 0}
                loading={switching === paper.id}
                onChange={(enabled) => void switchEnabled(paper, enabled)}
                aria-label={t(disabled === 0 ? 'examAdmin.results.disable' : 'examAdmin.results.enable')}
                data-testid={`paper-enabled-${paper.id}`}
              />
            ),
          },
          actionsColumn<AdminPaper>(t('examAdmin.bank.actions'), 160, (paper) => (
            <Space size={0}>
              <Button type="link" onClick={() => navigate(`/admin/voice/editpaper?id=${paper.id}`)}>
                {t('examAdmin.paper.edit')}
              </Button>
              <Button type="link" onClick={() => navigate(`/admin/voice/editexam?id=${paper.id}`)} data-testid={`paper-results-${paper.id}`}>
                {t('examAdmin.results.open')}
              </Button>
            </Space>
          )),
        ]}
      />
    </div>
  );
}
