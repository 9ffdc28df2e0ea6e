import { PlusOutlined } from '@ant-design/icons';
import { BANNER_CLICK, BANNER_CLICKTYPES, BANNER_PLATFORMS, PAGE_SIZE_DEFAULT, type Banner, type BannerListResponse } from '@peilian/shared';
import { Button, Input, message, Modal, Popconfirm, Select, Space, Switch, Table, Typography, type TableColumnsType } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { avatarUrl } from '../../identity/avatar';
import { errorMessage } from '../../identity/errorMessage';
import { BannerDialog } from './BannerDialog';
import { deleteBanner, fetchBanners, setBannerDisabled, type BannerQuery } from './libraryApi';
import { listPagination } from '../listPagination';

const EMPTY: BannerListResponse = { successed: true, rows: [], total: 0 };

/** Banners of the training centre's carousel (admin §2 system group, hidden route `banner`). */
export function BannersPage() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [query, setQuery] = useState<BannerQuery>({ platform: '', title: '', page: 1, rows: PAGE_SIZE_DEFAULT });
  const [title, setTitle] = useState('');
  const [list, setList] = useState<BannerListResponse>(EMPTY);
  const [loading, setLoading] = useState(false);
  const [editing, setEditing] = useState<Banner | null | undefined>(undefined);

  const load = useCallback(() => {
    setLoading(true);
    fetchBanners(query)
      .then(setList, (error: unknown) => void notice.error(errorMessage(error, t)))
      .finally(() => setLoading(false));
  }, [query, notice, t]);
  useEffect(load, [load]);

  const fail = (error: unknown) => void notice.error(errorMessage(error, t));
  const toggle = (banner: Banner) =>
    void modal.confirm({
      title: t(banner.disabled ? 'library.media.enableConfirm' : 'library.media.disableConfirm', { name: banner.title }),
      okButtonProps: { 'data-testid': 'banner-toggle-confirm' },
      onOk: () => setBannerDisabled(banner.id, banner.disabled ? 0 : 1).then(load, fail),
    });

  const clickText = (banner: Banner) => {
    if (banner.click !== BANNER_CLICK.trigger) return t('library.banner.clickNone');
    if (banner.clicktype === BANNER_CLICKTYPES.url) return `${t('library.banner.clickUrl')}: ${banner.clickurl}`;
    return `${t('library.banner.clickTask')}: ${banner.clickname}`;
  };

  const columns: TableColumnsType<Banner> = [
    {
      title: t('library.banner.image'),
      dataIndex: 'image',
      width: 220,
      render: (image: string) => <img src={avatarUrl(image)} alt="" style={{ width: 200, height: 30, objectFit: 'cover' }} />,
    },
    { title: t('library.banner.name'), dataIndex: 'title', render: (text: string) => <span data-testid="banner-title">{text}</span> },
    {
      title: t('library.banner.platform'),
      dataIndex: 'platform',
      width: 100,
      render: (platform: number) => t(platform === BANNER_PLATFORMS.pc ? 'library.banner.platformPc' : 'library.banner.platformMobile'),
    },
    { title: t('library.banner.click'), key: 'click', render: (_, banner) => clickText(banner) },
    { title: t('library.banner.sort'), dataIndex: 'sort', width: 80 },
    {
      title: t('library.banner.status'),
      dataIndex: 'disabled',
      width: 110,
      render: (_, banner) => (
        <Switch
          checked={banner.disabled === 0}
          checkedChildren={t('library.media.enabled')}
          unCheckedChildren={t('library.media.disabled')}
          onChange={() => toggle(banner)}
          data-testid={`banner-toggle-${banner.title}`}
        />
      ),
    },
    {
      title: t('library.media.actions'),
      key: 'actions',
      width: 150,
      render: (_, banner) => (
        <Space size={0}>
          <Button type="link" onClick={() => setEditing(banner)} data-testid={`banner-edit-${banner.title}`}>
            {t('library.media.edit')}
          </Button>
          <Popconfirm
            title={t('library.banner.deleteConfirm', { name: banner.title })}
            onConfirm={() =>
              deleteBanner(banner.id).then(() => {
                void notice.success(t('library.banner.deleted'));
                load();
              }, fail)
            }
          >
            <Button type="link" danger data-testid={`banner-delete-${banner.title}`}>
              {t('library.banner.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

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
          value={title}
          onChange={(event) => setTitle(event.target.value)}
          style={{ width: 220 }}
          onPressEnter={() => setQuery((current) => ({ ...current, title: title.trim(), page: 1 }))}
        />
        <Select
          value={query.platform}
          style={{ width: 140 }}
          onChange={(platform) => setQuery((current) => ({ ...current, platform, page: 1 }))}
          options={[
            { value: '', label: t('library.banner.allPlatforms') },
            { value: BANNER_PLATFORMS.pc, label: t('library.banner.platformPc') },
            { value: BANNER_PLATFORMS.mobile, label: t('library.banner.platformMobile') },
          ]}
        />
        <Button type="primary" onClick={() => setQuery((current) => ({ ...current, title: title.trim(), page: 1 }))}>
          {t('library.media.query')}
        </Button>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(null)} data-testid="banner-add">
          {t('library.banner.add')}
        </Button>
      </Space>
      <Table<Banner>
        rowKey="id"
        columns={columns}
        dataSource={list.rows}
        loading={loading}
        data-testid="banner-table"
        pagination={listPagination(t, {
          page: query.page,
          rows: query.rows,
          total: list.total,
          onChange: (page, rows) => setQuery((current) => ({ ...current, page, rows })),
        })}
      />
      <BannerDialog
        banner={editing}
        onClose={() => setEditing(undefined)}
        onSaved={() => {
          setEditing(undefined);
          void notice.success(t('library.banner.saved'));
          load();
        }}
      />
    </div>
  );
}
