import { BANNER_CLICK, BANNER_CLICKTYPES, BANNER_PLATFORMS, type Banner, type Translate } from '@peilian/shared';
import { Button, Popconfirm, Space, Switch, type TableColumnsType } from 'antd';
import { avatarUrl } from '../../lib/avatar';
import { actionsColumn, clippedText, COLUMN_PX, textColumn } from '../blocks/columns';

export interface BannerActions {
  toggle: (banner: Banner) => void;
  edit: (banner: Banner) => void;
  remove: (banner: Banner) => Promise<unknown>;
}

/** What a click on the banner does, in words. */
function clickText(t: Translate, banner: Banner): string {
  if (banner.click !== BANNER_CLICK.trigger) return t('library.banner.clickNone');
  if (banner.clicktype === BANNER_CLICKTYPES.url) return `${t('library.banner.clickUrl')}: ${banner.clickurl}`;
  return `${t('library.banner.clickTask')}: ${banner.clickname}`;
}

/** The banner list's columns: image, title, platform, click, order, the disable switch, edit and delete (pinned in view). */
export function bannerColumns(t: Translate, { toggle, edit, remove }: BannerActions): TableColumnsType<Banner> {
  return [
    {
      title: t('library.banner.image'),
      dataIndex: 'image',
      width: 220,
      render: (image: string) => <img src={avatarUrl(image)} alt="" style={{ width: 200, height: 30, objectFit: 'cover' }} />,
    },
    textColumn<Banner>(t('library.banner.name'), 'title', { testId: 'banner-title' }),
    {
      title: t('library.banner.platform'),
      dataIndex: 'platform',
      width: 100,
      render: (platform: number) => t(platform === BANNER_PLATFORMS.pc ? 'library.banner.platformPc' : 'library.banner.platformMobile'),
    },
    { title: t('library.banner.click'), key: 'click', width: COLUMN_PX.text, render: (_, banner) => clippedText(clickText(t, banner)) },
    { title: t('library.banner.sort'), dataIndex: 'sort', width: COLUMN_PX.number },
    {
      title: t('library.banner.status'),
      dataIndex: 'disabled',
      width: COLUMN_PX.status,
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
    actionsColumn<Banner>(t('library.media.actions'), 150, (banner) => (
      <Space size={0}>
        <Button type="link" onClick={() => edit(banner)} data-testid={`banner-edit-${banner.title}`}>
          {t('library.media.edit')}
        </Button>
        <Popconfirm title={t('library.banner.deleteConfirm', { name: banner.title })} onConfirm={() => remove(banner)}>
          <Button type="link" danger data-testid={`banner-delete-${banner.title}`}>
            {t('library.banner.delete')}
          </Button>
        </Popconfirm>
      </Space>
    )),
  ];
}
