import type { NotifySend, Translate } from '@peilian/shared';
import { Tag, type TableColumnsType } from 'antd';
import { clippedText } from '../blocks/columns';
import { adminSeconds } from '../time';
import { ResultTag } from './labels';

/**
 * The send log's columns: time, subject, channel, recipient (and cc), result, attempts, error — narrow
 * enough to fit at 1280 px, for a table with nothing to focus must not scroll (a keyboard could not).
 */
export function sendColumns(t: Translate): TableColumnsType<NotifySend> {
  return [
    { title: t('notifyAdmin.sends.time'), width: 160, render: (_, row) => adminSeconds(row.time) },
    {
      title: t('notifyAdmin.sends.subject'),
      width: 170,
      render: (_, row) => (
        <>
          {row.test === 1 && <Tag color="blue">{t('notifyAdmin.sends.testMark')}</Tag>}
          {clippedText(row.subject, 2)}
        </>
      ),
    },
    { title: t('notifyAdmin.sends.channel'), width: 100, render: (_, row) => t(`notifyAdmin.channels.${row.channel}`) },
    {
      title: t('notifyAdmin.sends.recipient'),
      width: 180,
      render: (_, row) => clippedText([row.recipient || t('notifyAdmin.sends.robot'), ...row.cc].join('; '), 2),
    },
    {
      title: t('notifyAdmin.sends.result'),
      width: 90,
      render: (_, row) => <ResultTag result={row.result} t={t} testId={`notify-send-result-${row.recipient || 'robot'}`} />,
    },
    { title: t('notifyAdmin.sends.attempts'), dataIndex: 'attempts', width: 80 },
    { title: t('notifyAdmin.sends.error'), width: 180, render: (_, row) => (row.error ? clippedText(row.error, 2) : '—') },
  ];
}
