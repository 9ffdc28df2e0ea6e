import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../../app';
import { downloadExport, exportFailure } from '../../data/exportFile';
import { PUBLISH_STATE_OPTIONS, publishStateLabel } from '../labels';
import { editPath, type TaskKind } from '../taskKinds';

/** The filters of a task list as its URL holds them. */
export interface PackageQuery {
  title: string;
  /** A publish state's number as text; '' for every state. */
  publishstate: string;
}

/** The publish state a list call filters by ('' every state). */
export const publishStateOf = (text: string): '' | number => (text === '' ? '' : Number(text));

interface Props {
  kind: TaskKind;
  query: PackageQuery;
  onChange: (change: Partial<PackageQuery>) => void;
  /** Tells why the export failed, in the admin's language. */
  onFailure: (text: string) => void;
}

/** A task list's title search, publish-state filter, and its add and export buttons. */
export function PackageFilters({ kind, query, onChange, onFailure }: Props) {
  const t = useT();
  const navigate = useNavigate();
  const [search, setSearch] = useState(query.title);
  const exportList = () => {
    const args = { tasktype: kind.tasktype, title: query.title, publishstate: query.publishstate };
    downloadExport('packages', 'export', args, `${t('trainingAdmin.export.sheet')}.xlsx`, () => undefined).catch((error: unknown) =>
      onFailure(exportFailure(error, t)),
    );
  };
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input.Search
        allowClear
        id="package-search"
        placeholder={t('trainingAdmin.list.search')}
        enterButton={t('trainingAdmin.list.query')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        onSearch={(value) => onChange({ title: value.trim() })}
        style={{ width: 320 }}
      />
      <Select<'' | number>
        style={{ width: 160 }}
        aria-label={t('trainingAdmin.list.publishState')}
        value={publishStateOf(query.publishstate)}
        onChange={(publishstate) => onChange({ publishstate: String(publishstate) })}
        data-testid="package-state-filter"
        options={[
          { value: '', label: t('trainingAdmin.list.allStates') },
          ...PUBLISH_STATE_OPTIONS.map((state) => ({ value: state, label: t(publishStateLabel(state)) })),
        ]}
      />
      <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate(editPath(kind))} data-testid="package-add">
        {t('trainingAdmin.list.add')}
      </Button>
      <Button icon={<DownloadOutlined />} onClick={exportList} data-testid="package-export">
        {t('trainingAdmin.export.button')}
      </Button>
    </Space>
  );
}
