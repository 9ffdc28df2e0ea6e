import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { PAGE_SIZE_DEFAULT, type AdminPackage } from '@peilian/shared';
import { Alert, Button, Card, Input, message, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../app/hooks';
import { errorMessage } from '../../../identity/errorMessage';
import { PUBLISH_STATE_OPTIONS, publishStateLabel } from '../labels';
import { deletePackage, exportPackages, fetchPackages, unpublishPackage } from '../packagesApi';
import { editPath, type TaskKind } from '../taskKinds';
import { PackageTable } from './PackageTable';
import { PublishDialog } from './PublishDialog';
import { publishedText } from './publishForm';

/**
 * One of the three task lists of admin §2 (training, exam, practice): search by title, filter by
 * publish state, the package table, and publish / unpublish / delete as the state allows.
 */
export function PackageListPage({ kind }: { kind: TaskKind }) {
  const t = useT();
  const navigate = useNavigate();
  const [notice, holder] = message.useMessage();
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<{ title: string; publishstate: '' | number }>({ title: '', publishstate: '' });
  const [paging, setPaging] = useState({ page: 1, rows: PAGE_SIZE_DEFAULT });
  const [list, setList] = useState<{ rows: AdminPackage[]; total: number }>({ rows: [], total: 0 });
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState('');
  const [publishing, setPublishing] = useState<AdminPackage | null>(null);
  const [version, setVersion] = useState(0);
  const reload = () => setVersion((value) => value + 1);

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchPackages({ tasktype: kind.tasktype, ...filters, ...paging })
      .then(
        (answer) => current && (setList(answer), setLoadError('')),
        (error: unknown) => current && setLoadError(errorMessage(error, t, 'trainingAdmin.list.loadFailed')),
      )
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
  }, [kind.tasktype, filters, paging, version, t]);

  const act = (action: Promise<unknown>, done: string) =>
    action.then(
      () => {
        void notice.success(done);
        reload();
      },
      (error: unknown) => void notice.error(errorMessage(error, t)),
    );

  const filter = (changes: Partial<typeof filters>) => {
    setFilters((old) => ({ ...old, ...changes }));
    setPaging((old) => ({ ...old, page: 1 }));
  };

  return (
    <Card>
      {holder}
      <Typography.Title level={3} data-testid="package-list-title">
        {t(kind.title)}
      </Typography.Title>
      {loadError && <Alert type="error" showIcon title={loadError} style={{ marginBottom: 16 }} />}
      <Space wrap style={{ marginBottom: 16 }}>
        <Input.Search
          allowClear
          id="package-search"
          placeholder={t('trainingAdmin.list.search')}
          enterButton={t('trainingAdmin.list.query')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          onSearch={(value) => filter({ title: value.trim() })}
          style={{ width: 320 }}
        />
        <Select<'' | number>
          style={{ width: 160 }}
          value={filters.publishstate}
          onChange={(publishstate) => filter({ publishstate })}
          data-testid="package-state-filter"
          options={[
            { value: '', label: t('trainingAdmin.list.allStates') },
            ...PUBLISH_STATE_OPTIONS.map((state) => ({ value: state, label: t(publishStateLabel(state)) })),
          ]}
        />
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(editPath(kind))} data-testid="package-add">
          {t('trainingAdmin.list.add')}
        </Button>
        <Button
          icon={<DownloadOutlined />}
          onClick={() => void exportPackages({ tasktype: kind.tasktype, ...filters }).catch((error: unknown) => void notice.error(errorMessage(error, t)))}
          data-testid="package-export"
        >
          {t('trainingAdmin.export.button')}
        </Button>
      </Space>
      <PackageTable
        rows={list.rows}
        total={list.total}
        page={paging.page}
        pageSize={paging.rows}
        loading={loading}
        onPage={(page, rows) => setPaging({ page: rows === paging.rows ? page : 1, rows })}
        actions={{
          edit: (row) => navigate(editPath(kind, row.id)),
          publish: setPublishing,
          unpublish: (row) => void act(unpublishPackage(row.id), t('trainingAdmin.list.unpublished')),
          remove: (row) => void act(deletePackage(row.id), t('trainingAdmin.list.deleted')),
        }}
      />
      {publishing && (
        <PublishDialog
          packageId={publishing.id}
          title={publishing.title}
          onClose={() => setPublishing(null)}
          onDone={(published) => {
            setPublishing(null);
            void notice.success(publishedText(published, t));
            reload();
          }}
        />
      )}
    </Card>
  );
}
