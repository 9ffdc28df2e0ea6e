import { AIGC_LIMITS, type AdminMedia } from '@peilian/shared';
import { Button, Space, Tag } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { ResourcePicker } from '../training';

type Chosen = Pick<AdminMedia, 'id' | 'name'>;

interface Props {
  id?: string;
  value?: Chosen[];
  onChange?: (files: Chosen[]) => void;
}

/** The chosen library files (the resource picker's file list), each removable; at most 10. */
export function FilesField({ id, value = [], onChange }: Props) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  return (
    <div>
      <Space wrap>
        <Button id={id} onClick={() => setPicking(true)} data-testid="aigc-choose-files">
          {t('aigcBank.fields.chooseFiles')}
        </Button>
        {value.map((file) => (
          <Tag key={file.id} closable onClose={() => onChange?.(value.filter((other) => other.id !== file.id))} data-testid="aigc-chosen-file">
            {file.name}
          </Tag>
        ))}
      </Space>
      {picking && (
        <ResourcePicker
          kind="file"
          chosen={value}
          onCancel={() => setPicking(false)}
          onOk={(files) => {
            setPicking(false);
            onChange?.(files.slice(0, AIGC_LIMITS.filesMax).map((file) => ({ id: file.id, name: file.name })));
          }}
        />
      )}
    </div>
  );
}
