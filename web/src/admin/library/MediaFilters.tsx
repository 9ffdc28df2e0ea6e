import { UploadOutlined } from '@ant-design/icons';
import { MEDIA_SEARCH_MAX, type MediaKind } from '@peilian/shared';
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';

interface Props {
  kind: MediaKind;
  /** The search text applied to the list. */
  text: string;
  /** '' all, '0' enabled, '1' disabled (as the URL holds it). */
  disabled: string;
  onChange: (change: { text?: string; disabled?: string }) => void;
  onUpload: () => void;
}

/** The library list's search, status filter, query and reset buttons, and the upload button. */
export function MediaFilters({ kind, text, disabled, onChange, onUpload }: Props) {
  const t = useT();
  const [typed, setTyped] = useState(text);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        maxLength={MEDIA_SEARCH_MAX}
        placeholder={t('library.media.search')}
        aria-label={t('library.media.search')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onPressEnter={() => onChange({ text: typed.trim() })}
        style={{ width: 220 }}
        data-testid="media-search"
      />
      <Select<'' | 0 | 1>
        value={disabled === '' ? '' : (Number(disabled) as 0 | 1)}
        style={{ width: 140 }}
        aria-label={t('library.media.status')}
        onChange={(value) => onChange({ disabled: String(value) })}
        options={[
          { value: '', label: t('library.media.allStatuses') },
          { value: 0, label: t('library.media.enabled') },
          { value: 1, label: t('library.media.disabled') },
        ]}
      />
      <Button type="primary" onClick={() => onChange({ text: typed.trim() })} data-testid="media-query">
        {t('library.media.query')}
      </Button>
      <Button
        onClick={() => {
          setTyped('');
          onChange({ text: '', disabled: '' });
        }}
      >
        {t('library.media.reset')}
      </Button>
      <Button type="primary" icon={<UploadOutlined />} onClick={onUpload} data-testid="media-upload">
        {t(kind === 'video' ? 'library.media.uploadVideos' : 'library.media.uploadFiles')}
      </Button>
    </Space>
  );
}
