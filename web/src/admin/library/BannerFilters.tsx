import { PlusOutlined } from '@ant-design/icons';
import { BANNER_PLATFORMS } from '@peilian/shared';
import { Button, Input, Select, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';

interface Props {
  /** The title searched for, as the URL holds it. */
  title: string;
  /** '' all, else the platform's number (as the URL holds it). */
  platform: string;
  onChange: (change: { title?: string; platform?: string }) => void;
  onAdd: () => void;
}

/** The banner list's title search, platform filter, query button and the add button. */
export function BannerFilters({ title, platform, onChange, onAdd }: Props) {
  const t = useT();
  const [typed, setTyped] = useState(title);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        placeholder={t('library.banner.name')}
        aria-label={t('library.banner.name')}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        style={{ width: 220 }}
        onPressEnter={() => onChange({ title: typed.trim() })}
      />
      <Select<'' | 1 | 2>
        value={platform === '' ? '' : (Number(platform) as 1 | 2)}
        style={{ width: 140 }}
        aria-label={t('library.banner.platform')}
        onChange={(value) => onChange({ platform: String(value) })}
        options={[
          { value: '', label: t('library.banner.allPlatforms') },
          { value: BANNER_PLATFORMS.pc, label: t('library.banner.platformPc') },
          { value: BANNER_PLATFORMS.mobile, label: t('library.banner.platformMobile') },
        ]}
      />
      <Button type="primary" onClick={() => onChange({ title: typed.trim() })}>
        {t('library.media.query')}
      </Button>
      <Button type="primary" icon={<PlusOutlined />} onClick={onAdd} data-testid="banner-add">
        {t('library.banner.add')}
      </Button>
    </Space>
  );
}
