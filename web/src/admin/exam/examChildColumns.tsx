import type { ExaminationChild, Translate } from '@peilian/shared';
import type { TableColumnsType } from 'antd';
import { adminTime } from '../time';
import { clippedText, COLUMN_PX } from '../blocks/columns';

const when = adminTime;
const STATE_KEYS = ['examAdmin.results.state0', 'examAdmin.results.state1', 'examAdmin.results.state2', 'examAdmin.results.state3'] as const;

/** The columns of the exam tasks running a paper: package, task, the window (two dates side by side) and the package's state. */
export function examChildColumns(t: Translate): TableColumnsType<ExaminationChild> {
  return [
    { title: t('examAdmin.results.packageTitle'), dataIndex: 'packageTitle', width: 240, render: (title: string) => clippedText(title) },
    { title: t('examAdmin.results.childTitle'), dataIndex: 'title', width: 240, render: (title: string) => clippedText(title) },
    {
      title: t('examAdmin.results.window'),
      key: 'window',
      width: 2 * COLUMN_PX.date,
      render: (_, child) => `${when(child.starttime)} ~ ${when(child.endtime)}`,
    },
    {
      title: t('examAdmin.results.packageState'),
      dataIndex: 'publishState',
      width: COLUMN_PX.name,
      render: (state: number) => t(STATE_KEYS[state] ?? 'examAdmin.results.state0'),
    },
  ];
}
