import { PlusOutlined } from '@ant-design/icons';
import { BANNER_PLATFORMS, PAGE_SIZE_DEFAULT, type Banner } from '@peilian/shared';
import { Button, Input, message, Modal, Select, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { listPagination } from '../listPagination';
import { BannerDialog } from './BannerDialog';
import { bannerColumns, type BannerActions } from './bannerColumns';

const DEFAULTS = { platform: '', title: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** The list's row actions: the disable switch (after a confirmation) and delete; a refusal is a toast. */
function useBannerActions(edit: (banner: Banner) => void, notice: { success: (text: string) => void; error: (text: string) => void }) {
  const t = useT();
  const [modal, modalHolder] = Modal.useModal();
  const disable = useAdminMutation('banners', 'disable');
  const remove = useAdminMutation('banners', 'remove');
  const fail = (error: unknown) => notice.error(errorMessage(error, t));
  const actions: BannerActions = {
    edit,
    toggle: (banner) =>
      void modal.confirm({
        title: t(banner.disabled ? 'library.media.enableConfirm' : 'library.media.disableConfirm', { name: banner.title }),
        okButtonProps: { 'data-testid': 'banner-toggle-confirm' },
        onOk: () => disable.run({ id: banner.id }, { disabled: banner.disabled ? 0 : 1 }).catch(fail),
      }),
    remove: (banner) => remove.run({ id: banner.id }).then(() => notice.success(t('library.banner.deleted')), fail),
  };
  return { actions, modalHolder };
}

/** Banners of the training centre's carousel (admin §2 system group, hidden route `banner`); the list's query is kept in the URL. */
export function BannersPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const [title, setTitle] = useState(query.title);
  const list = useAdminQuery('banners', 'list', callQuery(query));
  const [editing, setEditing] = useState<Banner | null | undefined>(undefined);
  const { actions, modalHolder } = useBannerActions(setEditing, { success: (text) => void notice.success(text), error: (text) => void notice.error(text) });

  useEffect(() => {
    if (list.error) void notice.error(list.error);
  }, [list.error, notice]);

  return (
    <div>
      {holder}
      {modalHolder}
      <Typography.Title level={4} data-testid="banners-title">
        {t('library.banner.title')}
      </Typography.Title>
      <Space wrap style={{ marginBottom: 16 }}>
        <Input
          allowClear
          placeholder={t('library.banner.name')}
          aria-label={t('library.banner.name')}
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          style={{ width: 220 }}
          onPressEnter={() => setQuery({ title: title.trim() })}
        />
        <Select<'' | 1 | 2>
          value={query.platform === '' ? '' : (Number(query.platform) as 1 | 2)}
          style={{ width: 140 }}
          aria-label={t('library.banner.platform')}
          onChange={(platform) => setQuery({ platform: String(platform) })}
          options={[
            { value: '', label: t('library.banner.allPlatforms') },
            { value: BANNER_PLATFORMS.pc, label: t('library.banner.platformPc') },
            { value: BANNER_PLATFORMS.mobile, label: t('library.banner.platformMobile') },
          ]}
        />
        <Button type="primary" onClick={() => setQuery({ title: title.trim() })}>
          {t('library.media.query')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="banner-add">
          {t('library.banner.add')}
        </Button>
      </Space>
      <Table<Banner>
        rowKey="id"
        columns={bannerColumns(t, actions)}
        dataSource={list.data?.rows ?? []}
        loading={list.loading}
        data-testid="banner-table"
        pagination={listPagination(t, {
          page: query.page,
          rows: query.rows,
          total: list.data?.total ?? 0,
          onChange: (page, rows) => setQuery({ page, rows }),
        })}
      />
      <BannerDialog
        banner={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void notice.success(t('library.banner.saved'));
        }}
      />
    </div>
  );
}
