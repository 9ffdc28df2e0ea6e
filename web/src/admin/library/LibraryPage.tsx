import { PAGE_SIZE_DEFAULT, RECORD_ACCESS_TYPES, VIDEO_STATUS, type AdminMedia, type MediaKind } from '@peilian/shared';
import { Alert, message, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { callQuery } from '../data/urlQuery';
import { useUrlQuery } from '../data/useUrlQuery';
import { RecordAccessDialog, type AccessTarget } from '../catalogues/RecordAccessDialog';
import { CatalogueTree } from './CatalogueTree';
import { MediaFilters } from './MediaFilters';
import { MediaTable } from './MediaTable';
import { PreviewDialog } from './PreviewDialog';
import { UploadDialog } from './UploadDialog';

/** How often a list with a processing video refreshes (docs/media.md "Video processing"). */
const PROCESSING_POLL_MS = 2000;
const isProcessing = (media: AdminMedia) => media.kind === 'video' && media.status === VIDEO_STATUS.processing;

const DEFAULTS = { kind: 'file', catalogid: '', text: '', disabled: '', page: 1, rows: PAGE_SIZE_DEFAULT };

/** The disable switch (after a confirmation) and video verification of a list row; a refusal is a toast. */
function useMediaActions(notify: (text: string) => void) {
  const t = useT();
  const [modal, modalHolder] = Modal.useModal();
  const disable = useAdminMutation('media', 'disable');
  const status = useAdminMutation('media', 'status');
  const fail = (error: unknown) => notify(errorMessage(error, t));
  const toggle = (media: AdminMedia) =>
    void modal.confirm({
      title: t(media.disabled ? 'library.media.enableConfirm' : 'library.media.disableConfirm', { name: media.name }),
      okButtonProps: { 'data-testid': 'media-toggle-confirm' },
      onOk: () => disable.run({ id: media.id }, { disabled: media.disabled ? 0 : 1 }).catch(fail),
    });
  const verify = (media: AdminMedia, value: 0 | 1 | 100) => void status.run({ id: media.id }, { status: value }).catch(fail);
  return { toggle, verify, modalHolder };
}

/**
 * The content library (admin §2 studysystem): files and videos in tabs, a catalogue tree per kind,
 * search and status filters, the disable switch, video verification, preview, edit, and the upload
 * dialog (several files, one at a time, resumable). The list's query is kept in the URL.
 */
export function LibraryPage() {
  const t = useT();
  const navigate = useNavigate();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useUrlQuery(DEFAULTS);
  const kind: MediaKind = query.kind === 'video' ? 'video' : 'file';
  // While a video on the page is processing, its progress is read again every few seconds.
  const list = useAdminQuery(
    'media',
    'list',
    { ...callQuery(query), kind },
    { pollMs: (data) => (data?.rows.some(isProcessing) ? PROCESSING_POLL_MS : false) },
  );
  const [uploading, setUploading] = useState(false);
  const [previewing, setPreviewing] = useState<AdminMedia | null>(null);
  const [accessOf, setAccessOf] = useState<AccessTarget | null>(null);
  const { toggle, verify, modalHolder } = useMediaActions((text) => void notice.error(text));

  return (
    <div>
      {holder}
      {modalHolder}
      <PageTitle testId="library-title">{t('library.media.title')}</PageTitle>
      <Tabs
        activeKey={kind}
        onChange={(key) => setQuery({ kind: key, catalogid: '' })}
        items={[
          { key: 'file', label: <span data-testid="library-tab-file">{t('library.media.files')}</span> },
          { key: 'video', label: <span data-testid="library-tab-video">{t('library.media.videos')}</span> },
        ]}
      />
      {list.error && <Alert type="error" showIcon title={list.error} style={{ marginBottom: 16 }} />}
      <div style={{ display: 'flex', gap: 16, alignItems: 'flex-start' }}>
        <CatalogueTree key={kind} kind={kind} selected={query.catalogid} onSelect={(catalogid) => setQuery({ catalogid })} />
        <div style={{ flex: 1, minWidth: 0 }}>
          {/* Remounted when the applied search changes (a link, the back button), so the box shows it. */}
          <MediaFilters key={query.text} kind={kind} text={query.text} disabled={query.disabled} onChange={setQuery} onUpload={() => setUploading(true)} />
          <MediaTable
            rows={list.data?.rows ?? []}
            total={list.data?.total ?? 0}
            paging={query}
            loading={list.loading}
            onPaging={setQuery}
            onToggle={toggle}
            onStatus={verify}
            onPreview={setPreviewing}
            onEdit={(media) => navigate(`/admin/voice/${media.kind === 'video' ? 'editvideo' : 'editfile'}?id=${media.id}`)}
            onAccess={(media) => setAccessOf({ id: media.id, name: media.name, catalogid: media.catalogid })}
          />
        </div>
      </div>
      <UploadDialog open={uploading} kind={kind} catalogid={query.catalogid} onClose={() => setUploading(false)} />
      <PreviewDialog media={previewing} onClose={() => setPreviewing(null)} />
      <RecordAccessDialog type={kind === 'video' ? RECORD_ACCESS_TYPES.video : RECORD_ACCESS_TYPES.file} record={accessOf} onClose={() => setAccessOf(null)} />
    </div>
  );
}
