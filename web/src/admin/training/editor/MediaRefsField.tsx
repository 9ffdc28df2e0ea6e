import type { Translate } from '@peilian/shared';
import { Button, InputNumber, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { actionsColumn, clippedText, COLUMN_PX } from '../../blocks/columns';
import { ListTable } from '../../blocks/ListTable';
import { ResourcePicker } from '../picker/ResourcePicker';
import type { MediaChoice } from './childFields';
import { mediaChoice, mediaKindOf } from './childForm';

interface Props {
  value?: MediaChoice[];
  onChange?: (value: MediaChoice[]) => void;
  /** The child task type (4 file reading, 5 video): which library the picker shows. */
  type: number;
}

/** The chosen media's columns: name, format, the seconds to watch (editable) and removal. */
function mediaRefColumns(
  t: Translate,
  onSeconds: (mediaid: string, seconds: number | null) => void,
  onRemove: (mediaid: string) => void,
): TableColumnsType<MediaChoice> {
  return [
    { key: 'name', title: t('trainingAdmin.childDialog.mediaName'), width: COLUMN_PX.text, render: (_, item) => clippedText(item.name || item.mediaid) },
    { key: 'format', title: t('trainingAdmin.picker.format'), dataIndex: 'format', width: 80 },
    {
      key: 'seconds',
      title: t('trainingAdmin.childDialog.seconds'),
      width: 170,
      render: (_, item) => (
        <InputNumber
          value={item.seconds}
          aria-label={t('trainingAdmin.childDialog.seconds')}
          onChange={(seconds) => onSeconds(item.mediaid, seconds)}
          style={{ width: 140 }}
          data-testid={`media-seconds-${item.name}`}
        />
      ),
    },
    actionsColumn<MediaChoice>(t('trainingAdmin.children.actions'), 96, (item) => (
      <Button type="link" size="small" danger onClick={() => onRemove(item.mediaid)}>
        {t('trainingAdmin.childDialog.remove')}
      </Button>
    )),
  ];
}

/**
 * The files or videos of a file-reading / video child task, each with its required time in
 * seconds (docs/training.md `refs`), chosen in the resource picker.
 */
export function MediaRefsField({ value = [], onChange, type }: Props) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  const kind = mediaKindOf(type);
  const change = (mediaid: string, seconds: number | null) => onChange?.(value.map((item) => (item.mediaid === mediaid ? { ...item, seconds } : item)));
  const remove = (mediaid: string) => onChange?.(value.filter((other) => other.mediaid !== mediaid));
  const columns = mediaRefColumns(t, change, remove);
  return (
    <>
      <Button onClick={() => setPicking(true)} style={{ marginBottom: 8 }} data-testid="child-media-choose">
        {t(kind === 'video' ? 'trainingAdmin.childDialog.chooseVideos' : 'trainingAdmin.childDialog.chooseFiles')}
      </Button>
      {value.length > 0 && (
        <ListTable<MediaChoice> rowKey="mediaid" testId="child-media" columns={columns} data={{ rows: value, total: value.length }} loading={false} />
      )}
      {picking && (
        <ResourcePicker
          kind={kind}
          chosen={value.map((item) => ({ id: item.mediaid, name: item.name }))}
          onCancel={() => setPicking(false)}
          onOk={(media) => {
            setPicking(false);
            // Keep the seconds already set for media that stay; new ones start from their default.
            onChange?.(media.map((item) => value.find((old) => old.mediaid === item.id) ?? mediaChoice(item)));
          }}
        />
      )}
    </>
  );
}
