import type { AdminAudio, Translate } from '@peilian/shared';
import type { TableColumnsType } from 'antd';
import { clippedText, COLUMN_PX } from '../blocks/columns';
import { sizeText } from '../blocks/sizeText';
import { AudioListen } from './AudioListen';
import { audioSeconds } from './audioForm';
import { editRemoveColumn, statusColumn } from './libraryColumns';

interface Actions {
  toggle: (audio: AdminAudio) => void;
  edit: (audio: AdminAudio) => void;
  remove: (audio: AdminAudio) => void;
}

/** The audio's columns: kind, name, category, length, size, a player, status and actions (pinned in view). */
export function audioColumns(t: Translate, { toggle, edit, remove }: Actions): TableColumnsType<AdminAudio> {
  return [
    {
      title: t('practiceWeb.audio.kind'),
      dataIndex: 'kind',
      width: 110,
      render: (kind: string) => t(kind === 'bgm' ? 'practiceWeb.audio.bgm' : 'practiceWeb.audio.ringtone'),
    },
    { title: t('practiceWeb.audio.name'), dataIndex: 'name', width: COLUMN_PX.name + 40, render: (value: string) => clippedText(value) },
    { title: t('practiceWeb.audio.category'), dataIndex: 'category', width: COLUMN_PX.name, render: (value: string) => clippedText(value) },
    {
      title: t('practiceWeb.audio.duration'),
      dataIndex: 'duration',
      width: COLUMN_PX.number,
      render: (ms: number) => t('practiceWeb.audio.seconds', { seconds: audioSeconds(ms) }),
    },
    { title: t('practiceWeb.audio.size'), dataIndex: 'size', width: COLUMN_PX.number, render: (bytes: number) => sizeText(bytes) },
    { title: t('practiceWeb.audio.listen'), key: 'listen', width: 240, render: (_, audio) => <AudioListen id={audio.id} /> },
    statusColumn<AdminAudio>(
      t,
      (audio) => audio.disabled === 0,
      toggle,
      (audio) => `audio-toggle-${audio.id}`,
    ),
    editRemoveColumn<AdminAudio>(t, edit, remove, (audio) => `audio-edit-${audio.id}`),
  ];
}
