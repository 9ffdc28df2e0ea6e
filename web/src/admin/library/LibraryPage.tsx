import { UploadOutlined } from '@ant-design/icons';
import { MEDIA_SEARCH_MAX, PAGE_SIZE_DEFAULT, type AdminMedia, type MediaKind, type MediaListResponse } from '@peilian/shared';
import { Button, Input, message, Modal, Select, Space, Tabs, Typography } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { CatalogueTree } from './CatalogueTree';
import { fetchMediaList, setMediaDisabled, setMediaStatus, type MediaQuery } from './libraryApi';
import { MediaTable } from './MediaTable';
import { PreviewDialog } from './PreviewDialog';
import { UploadDialog } from './UploadDialog';

const EMPTY: MediaListResponse = { successed: true, rows: [], total: 0 };

/**
 * The content library (admin §2 studysystem): files and videos in tabs, a catalogue tree per kind,
 * search and status filters, the disable switch, video verification, preview, edit, and the upload
 * dialog (several files, one at a time, resumable).
 */
export function LibraryPage() {
  const t = useT();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const kind: MediaKind = params.get('kind') === 'video' ? 'video' : 'file';
  const [notice, holder] = message.useMessage();
  const [modal, modalHolder] = Modal.useModal();
  const [query, setQuery] = useState<MediaQuery>({ kind, catalogid: '', text: '', disabled: '', page: 1, rows: PAGE_SIZE_DEFAULT });
  const [text, setText] = useState('');
  const [list, setList] = useState<MediaListResponse>(EMPTY);
  const [loading, setLoading] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState<AdminMedia | null>(null);
  const [refreshKey, setRefreshKey] = useState(0);

  useEffect(() => setQuery((current) => (current.kind === kind ? current : { ...current, kind, catalogid: '', page: 1 })), [kind]);

  const load = useCallback(() => {
    setLoading(true);
    fetchMediaList(query)
      .then(setList, (error: unknown) => void notice.error(errorMessage(error, t)))
      .finally(() => setLoading(false));
  }, [query, notice, t]);
  useEffect(load, [load, refreshKey]);

  const refresh = useCallback(() => setRefreshKey((key) => key + 1), []);

  const toggle = (media: AdminMedia) => {
    void modal.confirm({
      title: t(media.disabled ? 'library.media.enableConfirm' : 'library.media.disableConfirm', { name: media.name }),
      okButtonProps: { 'data-testid': 'media-toggle-confirm' },
      onOk: () => setMediaDisabled(media.id, media.disabled ? 0 : 1).then(refresh, (error: unknown) => void notice.error(errorMessage(error, t))),
    });
  };
  const verify = (media: AdminMedia, status: 0 | 1 | 100) => {
    setMediaStatus(media.id, status).then(refresh, (error: unknown) => void notice.error(errorMessage(error, t)));
  };

  const filters = (
    <Space wrap style={{ marginBottom: 16 }}>
      <Input
        allowClear
        maxLength={MEDIA_SEARCH_MAX}
        placeholder={t('library.media.search')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onPressEnter={() => setQuery((current) => ({ ...current, text: text.trim(), page: 1 }))}
        style={{ width: 220 }}
        data-testid="media-search"
      />
      <Select
        value={query.disabled}
        style={{ width: 140 }}
        onChange={(disabled) => setQuery((current) => ({ ...current, disabled, page: 1 }))}
        options={[
          { value: '', label: t('library.media.allStatuses') },
          { value: 0, label: t('library.media.enabled') },
          { value: 1, label: t('library.media.disabled') },
        ]}
      />
      <Button type="primary" onClick={() => setQuery((current) => ({ ...current, text: text.trim(), page: 1 }))} data-testid="media-query">
        {t('library.media.query')}
      </Button>
      <Button
        onClick={() => {
          setText('');
          setQuery((current) => ({ ...current, text: '', disabled: '', page: 1 }));
        }}
      >
        {t('library.media.reset')}
      </Button>
      <Button type="primary" icon={<UploadOutlined />} onClick={() => setUploading(true)} data-testid="media-upload">
        {t(kind === 'video' ? 'library.media.uploadVideos' : 'library.media.uploadFiles')}
      </Button>
    </Space>
  );

  return (
    <div>
      {holder}
      {modalHolder}
      <Typography.Title level={4} data-testid="library-title">
        {t('library.media.title')}
      </Typography.Title>
      <Tabs
        activeKey={kind}
        onChange={(key) => setParams(key === 'video' ? { kind: 'video' } : {})}
        items={[
          { key: 'file', label: <span data-testid="library-tab-file">{t('library.media.files')}</span> },
          { key: 'video', label: <span data-testid="library-tab-video">{t('library.media.videos')}</span> },
        ]}
      />
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <CatalogueTree
          key={kind}
          kind={kind}
          selected={query.catalogid}
          onSelect={(catalogid) => setQuery((current) => ({ ...current, catalogid, page: 1 }))}
          refreshKey={refreshKey}
        />
        <div style={{ flex: 1, minWidth: 0 }}>
          {filters}
          <MediaTable
            rows={list.rows}
            total={list.total}
            page={query.page}
            pageSize={query.rows}
            loading={loading}
            onPage={(page, rows) => setQuery((current) => ({ ...current, page, rows }))}
            onToggle={toggle}
            onStatus={verify}
            onPreview={setPreviewing}
            onEdit={(media) => navigate(`/admin/voice/${media.kind === 'video' ? 'editvideo' : 'editfile'}?id=${media.id}`)}
          />
        </div>
      </div>
      <UploadDialog open={uploading} kind={kind} catalogid={query.catalogid} onUploaded={refresh} onClose={() => setUploading(false)} />
      <PreviewDialog media={previewing} onClose={() => setPreviewing(null)} />
    </div>
  );
}
