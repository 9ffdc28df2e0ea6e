import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { FAQ_IMAGE_DESCRIPTION_MAX, FAQ_IMAGES_MAX, type Translate } from '@peilian/shared';
import { Button, Form, Image, Input, message, Space } from 'antd';
import { useRef, useState } from 'react';
import { avatarUrl } from '../../identity/avatar';
import { errorMessage } from '../../identity/errorMessage';
import { checkImageFile, IMAGE_ACCEPT } from '../../register/imageRules';
import { adminUpload } from '../data/files';
import { withoutRow, withRow, type FaqDraft } from './faqForm';
import { helpProps, type DraftChange } from './useFaqEditor';

interface Props {
  t: Translate;
  draft: FaqDraft;
  onChange: DraftChange;
  listLines: (field: keyof FaqDraft) => string[];
  rowLines: (field: keyof FaqDraft, index: number, part: string) => string[];
}

/** Up to three images (jpg/png ≤ 2 MB, checked before the upload and again by the server), each with a description. */
export function FaqImagesField({ t, draft, onChange, listLines, rowLines }: Props) {
  const [notice, holder] = message.useMessage();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const images = draft.images;

  const upload = async (file: File) => {
    const problem = checkImageFile(file);
    if (problem) return void notice.error(t(problem.key, problem.params));
    setUploading(true);
    try {
      const { path } = await adminUpload('faq', 'image', file, { fileName: file.name });
      onChange((current) => ({ ...current, images: [...current.images, { path, description: '' }] }));
    } catch (error) {
      void notice.error(errorMessage(error, t));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Form.Item label={t('faqAdmin.editor.images')} extra={t('faqAdmin.editor.imagesHint', { max: FAQ_IMAGES_MAX })} {...helpProps(listLines('images'))}>
      {holder}
      <Space wrap align="start" size="large">
        {images.map((image, index) => (
          <Space key={image.path} orientation="vertical" size={4} data-testid="faq-image">
            <Image src={avatarUrl(image.path)} width={120} height={90} style={{ objectFit: 'cover' }} alt={image.description} />
            <Form.Item style={{ marginBottom: 0 }} {...helpProps(rowLines('images', index, 'description'))}>
              <Input
                size="small"
                style={{ width: 160 }}
                maxLength={FAQ_IMAGE_DESCRIPTION_MAX}
                placeholder={t('faqAdmin.editor.imageDescription')}
                aria-label={t('faqAdmin.editor.imageDescription')}
                value={image.description}
                onChange={(event) => onChange({ ...draft, images: withRow(images, index, { description: event.target.value }) })}
                data-testid={`faq-image-description-${index}`}
              />
            </Form.Item>
            <Button size="small" danger icon={<DeleteOutlined />} onClick={() => onChange({ ...draft, images: withoutRow(images, index) })}>
              {t('faqAdmin.editor.imageRemove')}
            </Button>
          </Space>
        ))}
        {images.length < FAQ_IMAGES_MAX && (
          <Button icon={<UploadOutlined />} loading={uploading} onClick={() => input.current?.click()} data-testid="faq-image-upload">
            {t(uploading ? 'faqAdmin.editor.imageUploading' : 'faqAdmin.editor.imageUpload')}
          </Button>
        )}
      </Space>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        style={{ display: 'none' }}
        data-testid="faq-image-file"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) void upload(chosen);
        }}
      />
    </Form.Item>
  );
}
