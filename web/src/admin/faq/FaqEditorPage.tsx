import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Space, Spin } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../blocks/PageTitle';
import { FaqBasicFields } from './FaqBasicFields';
import { FaqImagesField } from './FaqImagesField';
import { FaqExtendedField, FaqSimilarField } from './FaqQaFields';
import { FAQ_BANK_PATH } from './paths';
import { useFaqEditor } from './useFaqEditor';

/**
 * The FAQ editor (admin §2 editbank, `?id=` — none: a new question, `?catalogid=` its catalogue):
 * the standard question and answer, catalogue, sort, emotion, keywords, similar questions (by hand
 * or by AI), extended questions, images, thinking time and description, checked by the shared rules.
 */
export function FaqEditorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editor = useFaqEditor(params.get('id') ?? '', params.get('catalogid') ?? '');
  const { t, draft, change, listLines, rowLines } = editor;
  const sections = draft && { t, draft, onChange: change, listLines, rowLines };

  return (
    <div>
      {editor.holder}
      <Space align="baseline" style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <PageTitle testId="faq-editor-title">{t(draft?.id ? 'faqAdmin.editor.editTitle' : 'faqAdmin.editor.addTitle')}</PageTitle>
        <Space>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(FAQ_BANK_PATH)} data-testid="faq-back">
            {t('faqAdmin.editor.back')}
          </Button>
          <Button type="primary" disabled={!draft} loading={editor.saving} onClick={() => void editor.save()} data-testid="faq-save">
            {t('faqAdmin.editor.save')}
          </Button>
        </Space>
      </Space>
      {editor.loadError && <Alert type="error" showIcon title={editor.loadError} data-testid="faq-load-error" />}
      {editor.general.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('faqAdmin.editor.serverErrors')}
          description={editor.general.join('；')}
          data-testid="faq-save-error"
        />
      )}
      {!draft && !editor.loadError && <Spin />}
      {sections && (
        <Card>
          <Form layout="vertical" style={{ maxWidth: 960 }} data-testid="faq-form">
            <FaqBasicFields t={t} draft={sections.draft} onChange={change} catalogues={editor.catalogues} item={editor.item} />
            <FaqSimilarField {...sections} />
            <FaqExtendedField {...sections} />
            <FaqImagesField {...sections} />
          </Form>
        </Card>
      )}
    </div>
  );
}
