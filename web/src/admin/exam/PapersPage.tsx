import { PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminPaper } from '@peilian/shared';
import { Button, message, Table, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { fetchPapers, type PaperListResponse } from './examApi';
import { listPagination } from '../listPagination';

/** The papers (admin §2 exammanagement): their status and totals; new and edit open the composer. */
export function PapersPage() {
  const t = useT();
  const navigate = useNavigate();
  const [notice, holder] = message.useMessage();
  const [paging, setPaging] = useState({ page: 1, rows: PAGE_SIZE_DEFAULT });
  const [list, setList] = useState<PaperListResponse>({ successed: true, rows: [], total: 0 });
  useEffect(() => {
    fetchPapers({ title: '', ...paging }).then(setList, (error: unknown) => void notice.error(errorMessage(error, t)));
  }, [paging, notice, t]);
  return (
    <div>
      {holder}
      <Typography.Title level={4}>{t('examAdmin.paper.listTitle')}</Typography.Title>
      <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => navigate('/admin/voice/editpaper')} data-testid="paper-add">
        {t('examAdmin.paper.add')}
      </Button>
      <Table<AdminPaper>
        rowKey="id"
        size="middle"
        dataSource={list.rows}
        data-testid="paper-table"
        columns={[
          { title: t('examAdmin.paper.title'), dataIndex: 'title' },
          { title: t('examAdmin.paper.category'), dataIndex: 'categoryName', width: 140 },
          { title: t('examAdmin.paper.questionCount'), dataIndex: 'questioncount', width: 80 },
          { title: t('examAdmin.bank.score'), dataIndex: 'total', width: 80 },
          {
            title: t('examAdmin.paper.status'),
            dataIndex: 'status',
            width: 100,
            render: (status: number) => (status === 1 ? <Tag color="green">{t('exam.paper.published')}</Tag> : <Tag>{t('exam.paper.unpublished')}</Tag>),
          },
          {
            title: t('examAdmin.bank.actions'),
            key: 'edit',
            width: 90,
            render: (_, paper) => (
              <Button type="link" onClick={() => navigate(`/admin/voice/editpaper?id=${paper.id}`)}>
                {t('examAdmin.paper.edit')}
              </Button>
            ),
          },
        ]}
        pagination={listPagination(t, { page: paging.page, rows: paging.rows, total: list.total, onChange: (page, rows) => setPaging({ page, rows }) })}
      />
    </div>
  );
}
