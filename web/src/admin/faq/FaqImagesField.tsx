import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import { FAQ_IMAGES_MAX, type Translate } from '@peilian/shared';
import { Button, Form, Image, Input, message, Space } from 'antd';
import { useRef, useState } from 'react';
import { avatarUrl } from '../../lib/avatar';
import { errorMessage } from '../../lib/errorMessage';
import { checkImageFile, IMAGE_ACCEPT } from '../../lib/imageRules';
import { adminUpload } from '../data/files';
import { limitProps } from '../blocks/textLimit';
import { FAQ_TEXT_LIMITS, withoutRow, withRow, type FaqDraft } from './faqForm';
import { helpProps, type DraftChange } from './useFaqEditor';

interface Props {
  t: Translate;
  draft: FaqDraft;
  onChange: DraftChange;
  listLines: (field: keyof FaqDraft) => string[];
  rowLines: (field: keyof FaqDraft, index: number, part: string) => string[];
}

/** An image checked here, then uploaded and added to the draft; a refusal is announced. */
function useImageUpload(t: Translate, notice: ReturnType<typeof message.useMessage>[0], onChange: DraftChange) {
  const [uploading, setUploading] = useState(false);
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
  return { uploading, upload };
}

/** Up to three images (jpg/png ≤ 2 MB, checked before the upload and again by the server), each with a description. */
export function FaqImagesField({ t, draft, onChange, listLines, rowLines }: Props) {
  const [notice, holder] = message.useMessage();
  const input = useRef<HTMLInputElement>(null);
  const { uploading, upload } = useImageUpload(t, notice, onChange);
  const images = draft.images;

  return (
    <Form.Item label={t('faqAdmin.editor.images')} extra={t('faqAdmin.editor.imagesHint', { max: FAQ_IMAGES_MAX })} {...helpProps(listLines('images'))}>
      {holder}
      <Space wrap align="start" size="large">
        {images.map((image, index) => (
          <FaqImageCard
            key={image.path}
            image={image}
            index={index}
            t={t}
            help={rowLines('images', index, 'description')}
            onDescribe={(description) => onChange({ ...draft, images: withRow(images, index, { description }) })}
            onRemove={() => onChange({ ...draft, images: withoutRow(images, index) })}
          />
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

interface CardProps {
  image: FaqDraft['images'][number];
  index: number;
  t: Translate;
  /** The server's messages about the description. */
  help: string[];
  onDescribe: (description: string) => void;
  onRemove: () => void;
}

/** One image with its description and its removal. */
function FaqImageCard({ image, index, t, help, onDescribe, onRemove }: CardProps) {
  const description = limitProps(image.description, FAQ_TEXT_LIMITS.imageDescription, t, helpProps(help));
  return (
    <Space orientation="vertical" size={4} data-testid="faq-image">
      <Image src={avatarUrl(image.path)} width={120} height={90} style={{ objectFit: 'cover' }} alt={image.description} />
      <Form.Item style={{ marginBottom: 0 }} {...description.item}>
        <Input
          size="small"
          style={{ width: 160 }}
          count={description.count}
          placeholder={t('faqAdmin.editor.imageDescription')}
          aria-label={t('faqAdmin.editor.imageDescription')}
          value={image.description}
          onChange={(event) => onDescribe(event.target.value)}
          data-testid={`faq-image-description-${index}`}
        />
      </Form.Item>
      <Button size="small" danger icon={<DeleteOutlined />} onClick={onRemove}>
        {t('faqAdmin.editor.imageRemove')}
      </Button>
    </Space>
  );
}
