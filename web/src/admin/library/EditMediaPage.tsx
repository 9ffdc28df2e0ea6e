import { PictureOutlined } from '@ant-design/icons';
import { formatFileSize, IMAGE_TILE, MEDIA_NAME_MAX, type AdminMedia, type CatalogNode, type MediaKind } from '@peilian/shared';
import { Alert, Button, Card, Descriptions, Form, Input, message, Space, Spin, TreeSelect, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useT } from '../../app/hooks';
import { avatarUrl } from '../../identity/avatar';
import { ApiError } from '@peilian/shared';
import { errorMessage } from '../../identity/errorMessage';
import { NotFoundPage } from '../../pages/NotFoundPage';
import { ImageChooser } from './ImageChooser';
import { fetchCatalogueTree, fetchMedia, updateMedia } from './libraryApi';
import { PreviewDialog } from './PreviewDialog';

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

/** A cover field: the chosen image at tile size and the image chooser. */
function CoverPicker({ kind, value, onChange }: { kind: MediaKind; value?: string; onChange?: (path: string) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <Space align="start">
      <div
        style={{ ...IMAGE_TILE, display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f5f5f5', borderRadius: 6, overflow: 'hidden' }}
      >
        {value ? (
          <img src={avatarUrl(value)} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} data-testid="media-cover-image" />
        ) : (
          <PictureOutlined style={{ fontSize: 32, color: '#bfbfbf' }} />
        )}
      </div>
      <Space orientation="vertical">
        <Button onClick={() => setOpen(true)} data-testid="media-cover-choose">
          {t('library.media.chooseCover')}
        </Button>
        {value && <Button onClick={() => onChange?.('')}>{t('library.media.removeCover')}</Button>}
      </Space>
      <ImageChooser
        open={open}
        filetype={kind === 'video' ? 'videocover' : 'filecover'}
        ratio={IMAGE_TILE}
        onCancel={() => setOpen(false)}
        onChoose={(path) => {
          onChange?.(path);
          setOpen(false);
        }}
      />
    </Space>
  );
}

/** The server's answer for an id that names no media of the organisation. */
const isNotFound = (error: unknown) => error instanceof ApiError && error.key === 'errors.library.mediaNotFound';

/** editfile / editvideo (admin §2): name, catalogue and cover of one media, with its facts and a preview. */
export function EditMediaPage({ kind }: { kind: MediaKind }) {
  const t = useT();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  const [form] = Form.useForm<Values>();
  const [notice, holder] = message.useMessage();
  const [media, setMedia] = useState<AdminMedia | null>(null);
  const [catalogues, setCatalogues] = useState<CatalogNode[]>([]);
  const [problem, setProblem] = useState('');
  const [missing, setMissing] = useState(!id);
  const [saving, setSaving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  const back = () => navigate(`/admin/voice/studysystem${kind === 'video' ? '?kind=video' : ''}`);

  useEffect(() => {
    setMissing(!id);
    if (!id) return;
    fetchMedia(id).then(
      (found) => setMedia(found),
      (error: unknown) => (isNotFound(error) ? setMissing(true) : setProblem(errorMessage(error, t, 'library.media.notFound'))),
    );
    fetchCatalogueTree(kind).then(setCatalogues, () => setCatalogues([]));
  }, [id, kind, t]);

  const save = async (values: Values) => {
    setSaving(true);
    try {
      setMedia(await updateMedia(id, { name: values.name.trim(), catalogid: values.catalogid ?? '', cover: values.cover ?? '' }));
      void notice.success(t('library.media.saved'));
    } catch (error) {
      void notice.error(errorMessage(error, t, 'library.media.saveFailed'));
    } finally {
      setSaving(false);
    }
  };

  if (missing) return <NotFoundPage />;
  if (problem) return <Alert type="error" title={problem} action={<Button onClick={back}>{t('library.media.back')}</Button>} />;
  if (!media) return <Spin />;
  return (
    <Card
      title={<span data-testid="edit-media-title">{t(kind === 'video' ? 'library.media.editVideo' : 'library.media.editFile')}</span>}
      extra={<Button onClick={back}>{t('library.media.back')}</Button>}
    >
      {holder}
      <Descriptions size="small" column={4} style={{ marginBottom: 24 }}>
        <Descriptions.Item label={t('library.media.format')}>{media.format.toUpperCase()}</Descriptions.Item>
        <Descriptions.Item label={t('library.media.size')}>{formatFileSize(media.size)}</Descriptions.Item>
        <Descriptions.Item label={t('library.media.creator')}>{media.creator}</Descriptions.Item>
        <Descriptions.Item label={t('library.media.preview')}>
          <Typography.Link onClick={() => setPreviewing(true)} data-testid="edit-media-preview">
            {t('library.media.preview')}
          </Typography.Link>
        </Descriptions.Item>
      </Descriptions>
      <Form
        form={form}
        layout="horizontal"
        labelCol={{ span: 3 }}
        wrapperCol={{ span: 12 }}
        onFinish={(values) => void save(values)}
        initialValues={{ name: media.name, catalogid: media.catalogid || undefined, cover: media.cover }}
      >
        <Form.Item name="name" label={t('library.media.name')} rules={[{ required: true, whitespace: true, message: t('library.rules.nameRequired') }]}>
          <Input id="media-name" maxLength={MEDIA_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item name="catalogid" label={t('library.media.catalog')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={treeData(catalogues)} placeholder={t('library.media.noCatalog')} data-testid="media-catalog" />
        </Form.Item>
        <Form.Item name="cover" label={t('library.media.cover')}>
          <CoverPicker kind={kind} />
        </Form.Item>
        <Form.Item wrapperCol={{ offset: 3 }}>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="edit-media-save">
            {t('common.save')}
          </Button>
        </Form.Item>
      </Form>
      <PreviewDialog media={previewing ? media : null} onClose={() => setPreviewing(false)} />
    </Card>
  );
}
