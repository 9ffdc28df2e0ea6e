import { Button, Popconfirm, Space } from 'antd';
import type { AdminPackage } from '@peilian/shared';
import { useT } from '../../../app';
import { packageActions } from './packageActions';

export interface PackageRowActions {
  edit: (row: AdminPackage) => void;
  publish: (row: AdminPackage) => void;
  unpublish: (row: AdminPackage) => void;
  remove: (row: AdminPackage) => void;
  /** Opens the package's own access list. */
  access: (row: AdminPackage) => void;
}

/** A package row's actions, as its publish state offers them (admin §4), and its access list; unpublish and delete ask first. */
export function PackageRowButtons({ row, actions }: { row: AdminPackage; actions: PackageRowActions }) {
  const t = useT();
  const offered = packageActions(row.publishstate);
  return (
    <Space size={0} wrap>
      <Button type="link" size="small" onClick={() => actions.edit(row)} data-testid={`package-edit-${row.title}`}>
        {t('trainingAdmin.list.edit')}
      </Button>
      {offered.publish && (
        <Button type="link" size="small" onClick={() => actions.publish(row)} data-testid={`package-publish-${row.title}`}>
          {t('trainingAdmin.list.publish')}
        </Button>
      )}
      {offered.unpublish && (
        <Popconfirm
          title={t('trainingAdmin.list.unpublishConfirm', { title: row.title })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => actions.unpublish(row)}
        >
          <Button type="link" size="small" data-testid={`package-unpublish-${row.title}`}>
            {t('trainingAdmin.list.unpublish')}
          </Button>
        </Popconfirm>
      )}
      {offered.remove && (
        <Popconfirm
          title={t('trainingAdmin.list.deleteConfirm', { title: row.title })}
          okText={t('common.confirm')}
          cancelText={t('common.cancel')}
          onConfirm={() => actions.remove(row)}
        >
          <Button type="link" size="small" danger data-testid={`package-delete-${row.title}`}>
            {t('trainingAdmin.list.delete')}
          </Button>
        </Popconfirm>
      )}
      <Button type="link" size="small" onClick={() => actions.access(row)} data-testid={`package-access-${row.title}`}>
        {t('library.access.title')}
      </Button>
    </Space>
  );
}
