import { PictureOutlined } from '@ant-design/icons';
import { PUBLISH_STATES, type AdminPackage, type Translate } from '@peilian/shared';
import { Image, Space, Tag, Typography, type TableColumnsType } from 'antd';
import { avatarUrl } from '../../../lib/avatar';
import { actionsColumn, COLUMN_PX, textColumn } from '../../blocks/columns';
import { publishStateColor, publishStateLabel, runStateLabel, timeText } from '../labels';
import { TimeRange } from '../TimeRange';
import { PackageRowButtons, type PackageRowActions } from './PackageRowButtons';

const COVER = { width: 96, height: 54 } as const;

/** A task list's columns (admin §2): cover, title, times, publish and run state, child count, actions (pinned in view). */
export function packageColumns(t: Translate, actions: PackageRowActions): TableColumnsType<AdminPackage> {
  return [
    {
      key: 'cover',
      title: t('trainingAdmin.list.cover'),
      width: COVER.width + 16,
      render: (_, row) =>
        row.cover ? (
          <Image src={avatarUrl(row.cover)} width={COVER.width} height={COVER.height} style={{ objectFit: 'cover', borderRadius: 4 }} />
        ) : (
          <PictureOutlined style={{ fontSize: 24, color: '#bfbfbf' }} />
        ),
    },
    { key: 'title', ...textColumn<AdminPackage>(t('trainingAdmin.list.title'), 'title') },
    {
      key: 'times',
      title: t('trainingAdmin.list.times'),
      width: COLUMN_PX.date,
      render: (_, row) => <TimeRange start={row.starttime} end={row.endtime} />,
    },
    {
      key: 'publishstate',
      title: t('trainingAdmin.list.publishState'),
      width: COLUMN_PX.date,
      render: (_, row) => (
        <Space orientation="vertical" size={0}>
          <Tag color={publishStateColor(row.publishstate)} data-testid={`package-state-${row.title}`}>
            {t(publishStateLabel(row.publishstate))}
          </Tag>
          {row.publishtime && row.publishstate === PUBLISH_STATES.scheduled && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('trainingAdmin.list.publishAt', { time: timeText(row.publishtime) })}
            </Typography.Text>
          )}
        </Space>
      ),
    },
    { key: 'runstate', title: t('trainingAdmin.list.runState'), width: COLUMN_PX.status, render: (_, row) => t(runStateLabel(row.runstate)) },
    {
      key: 'childcount',
      title: t('trainingAdmin.list.children'),
      width: COLUMN_PX.number,
      render: (_, row) => <span data-testid={`package-children-${row.title}`}>{row.childcount}</span>,
    },
    actionsColumn<AdminPackage>(t('trainingAdmin.list.actions'), 280, (row) => <PackageRowButtons row={row} actions={actions} />),
  ];
}
