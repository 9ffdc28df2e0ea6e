import { formatFileSize, MEDIA_NAME_MAX, VIDEO_STATUS, type AdminMedia, type CatalogNode, type MediaKind } from '@peilian/shared';
import { Alert, Button, Card, Descriptions, Form, Input, message, Space, Spin, TreeSelect, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { NotFoundPage } from '../../components/NotFoundPage';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminMutation, useAdminQuery } from '../data/queries';
import { catalogTypeOf } from './catalogType';
import { CoverPicker } from './CoverPicker';
import { PreviewDialog } from './PreviewDialog';
import { VideoStatusItem } from './VideoStatusItem';
import { MediaQuestionsCard } from './MediaQuestionsCard';

interface Values {
  name: string;
  catalogid: string;
  cover: string;
}

interface TreeOption {
  value: string;
  title: string;
  children: TreeOption[];
}
const treeData = (nodes: CatalogNode[]): TreeOption[] => nodes.map((node) => ({ value: node.id, title: node.name, children: treeData(node.children) }));

/** The form of one media: name, catalogue and cover, saved with a toast either way. */
function MediaForm({ media, kind }: { media: AdminMedia; kind: MediaKind }) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const catalogues = useAdminQuery('catalogs', 'tree', { type: catalogTypeOf(kind) }).data?.rows ?? [];
  const update = useAdminMutation('media', 'update');

  const save = async (values: Values) => {
    try {
      await update.run({ id: media.id }, { name: values.name.trim(), catalogid: values.catalogid ?? '', cover: values.cover ?? '' });
      void notice.success(t('library.media.saved'));
    } catch (error) {
      void notice.error(errorMessage(error, t, 'library.media.saveFailed'));
    }
  };

  return (
    <Form
      layout="horizontal"
      labelCol={{ span: 3 }}
      wrapperCol={{ span: 12 }}
      onFinish={(values: Values) => void save(values)}
      initialValues={{ name: media.name, catalogid: media.catalogid || undefined, cover: media.cover }}
    >
      {holder}
      <Form.Item
        name="name"
        htmlFor="media-name"
        label={t('library.media.name')}
        rules={[{ required: true, whitespace: true, message: t('library.rules.nameRequired') }]}
      >
        <Input id="media-name" maxLength={MEDIA_NAME_MAX} showCount />
      </Form.Item>
      <Form.Item name="catalogid" label={t('library.media.catalog')}>
        <TreeSelect allowClear treeDefaultExpandAll treeData={treeData(catalogues)} placeholder={t('library.media.noCatalog')} data-testid="media-catalog" />
      </Form.Item>
      <Form.Item name="cover" label={t('library.media.cover')}>
        <CoverPicker kind={kind} />
      </Form.Item>
      <Form.Item wrapperCol={{ offset: 3 }}>
        <Button type="primary" htmlType="submit" loading={update.pending} data-testid="edit-media-save">
          {t('common.save')}
        </Button>
      </Form.Item>
    </Form>
  );
}

/** editfile / editvideo (admin §2): name, catalogue and cover of one media, with its facts and a preview. */
export function EditMediaPage({ kind }: { kind: MediaKind }) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  // A processing video's progress is read again every few seconds (docs/media.md "Video processing").
  const { data, error, status } = useAdminQuery('media', 'read', id ? { id } : null, {
    pollMs: (answer) => (answer?.media.kind === 'video' && answer.media.status === VIDEO_STATUS.processing ? 2000 : false),
  });
  const media = data?.media;
  const [previewing, setPreviewing] = useState(false);
  const back = () => navigate(`/admin/voice/studysystem${kind === 'video' ? '?kind=video' : ''}`);

  // An id that names no media of the organisation shows the not-found page.
  if (!id || status === 404) return <NotFoundPage />;
  return (
    <div>
      <Space align="baseline" style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <PageTitle testId="edit-media-title">{t(kind === 'video' ? 'library.media.editVideo' : 'library.media.editFile')}</PageTitle>
        <Button onClick={back}>{t('library.media.back')}</Button>
      </Space>
      {error && <Alert type="error" showIcon title={error} />}
      {!media && !error && <Spin />}
      {media && (
        <Card>
          <Descriptions size="small" column={4} style={{ marginBottom: 24 }}>
            <Descriptions.Item label={t('library.media.format')}>{media.format.toUpperCase()}</Descriptions.Item>
            <Descriptions.Item label={t('library.media.size')}>{formatFileSize(media.size)}</Descriptions.Item>
            <Descriptions.Item label={t('library.media.creator')}>{media.creator}</Descriptions.Item>
            {media.kind === 'video' && (
              <Descriptions.Item label={t('library.media.status')}>
                <VideoStatusItem media={media} />
              </Descriptions.Item>
            )}
            <Descriptions.Item label={t('library.media.preview')}>
              <Typography.Link onClick={() => setPreviewing(true)} data-testid="edit-media-preview">
                {t('library.media.preview')}
              </Typography.Link>
            </Descriptions.Item>
          </Descriptions>
          <MediaForm key={media.id} media={media} kind={kind} />
          <PreviewDialog media={previewing ? media : null} onClose={() => setPreviewing(false)} />
        </Card>
      )}
      {media && <MediaQuestionsCard key={media.id} media={media} />}
    </div>
  );
}
