import type { BadgeItem, Translate } from '@peilian/shared';
import { Button, Popconfirm, Space, type TableColumnsType } from 'antd';
import { avatarUrl } from '../../lib/avatar';
import { actionsColumn, clippedText, COLUMN_PX, textColumn } from '../blocks/columns';

export interface BadgeActions {
  edit: (badge: BadgeItem) => void;
  remove: (badge: BadgeItem) => Promise<unknown>;
}

/** The badge's condition in words ("连续登录7天"). */
export function conditionText(t: Translate, badge: Pick<BadgeItem, 'condition' | 'count'>): string {
  return t(`levels.badge.conditionText.${badge.condition}`, { count: badge.count });
}

const picture = (path: string, alt: string) => (path ? <img src={avatarUrl(path)} alt={alt} width={32} height={32} /> : '—');

/** The badge list's columns: icon, image, name, condition, order, enabled, holders, edit and delete. */
export function badgeColumns(t: Translate, { edit, remove }: BadgeActions): TableColumnsType<BadgeItem> {
  return [
    { title: t('levels.badge.icon'), dataIndex: 'icon', width: 90, render: (icon: string, badge) => picture(icon, badge.name) },
    { title: t('levels.badge.image'), dataIndex: 'image', width: 90, render: (image: string, badge) => picture(image, badge.name) },
    textColumn<BadgeItem>(t('levels.badge.name'), 'name', { testId: 'badge-name' }),
    { title: t('levels.badge.condition'), key: 'condition', width: COLUMN_PX.text, render: (_, badge) => clippedText(conditionText(t, badge)) },
    { title: t('levels.badge.sort'), dataIndex: 'sort', width: COLUMN_PX.number },
    {
      title: t('levels.badge.enabled'),
      dataIndex: 'enabled',
      width: COLUMN_PX.status,
      render: (enabled: number) => t(enabled ? 'library.media.enabled' : 'library.media.disabled'),
    },
    { title: t('levels.badge.awarded'), dataIndex: 'awarded', width: COLUMN_PX.number },
    actionsColumn<BadgeItem>(t('levels.actions'), 150, (badge) => (
      <Space size={0}>
        <Button type="link" onClick={() => edit(badge)} data-testid={`badge-edit-${badge.name}`}>
          {t('levels.edit')}
        </Button>
        <Popconfirm title={t('levels.badge.deleteConfirm', { name: badge.name })} onConfirm={() => remove(badge)}>
          <Button type="link" danger data-testid={`badge-delete-${badge.name}`}>
            {t('levels.delete')}
          </Button>
        </Popconfirm>
      </Space>
    )),
  ];
}
