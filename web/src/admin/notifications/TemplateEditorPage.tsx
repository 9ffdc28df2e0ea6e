import { ArrowLeftOutlined, EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Space, Spin, Switch } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { PageTitle } from '../blocks/PageTitle';
import { AttachmentsField } from './AttachmentsField';
import { ContentField } from './ContentField';
import { MESSAGE_MANAGEMENT_PATH } from './paths';
import { PreviewDialog } from './PreviewDialog';
import { RecipientFields } from './RecipientFields';
import { ScheduleFields } from './ScheduleFields';
import { TestSendButton } from './TestSendButton';
import { useTemplateEditor } from './useTemplateEditor';

/**
 * `/admin/system/edit-msg-template` (`?id=`; none: a new template): subject, push method, schedule,
 * recipients and cc checked as typed, content with variables, report attachments, enabled; preview
 * with real values, save, then "send a test now".
 */
export function TemplateEditorPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const editor = useTemplateEditor(params.get('id') ?? '');
  const { t, draft, change, help, tried } = editor;
  return (
    <div>
      {editor.holder}
      <Space align="baseline" style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <PageTitle testId="notify-editor-title">{t(params.get('id') ? 'notifyAdmin.editor.editTitle' : 'notifyAdmin.editor.addTitle')}</PageTitle>
        <Space wrap>
          <Button icon={<ArrowLeftOutlined />} onClick={() => navigate(MESSAGE_MANAGEMENT_PATH)} data-testid="notify-back">
            {t('notifyAdmin.editor.back')}
          </Button>
          <Button icon={<EyeOutlined />} disabled={!draft} onClick={() => void editor.showPreview()} data-testid="notify-preview-open">
            {t('notifyAdmin.editor.preview')}
          </Button>
          <Button type="primary" disabled={!draft} loading={editor.saving} onClick={() => void editor.save()} data-testid="notify-save">
            {t('notifyAdmin.editor.save')}
          </Button>
          <TestSendButton template={editor.saved ?? { id: '', subject: '' }} disabled={!editor.saved} testId="notify-editor-test" />
        </Space>
      </Space>
      {editor.loadError && <Alert type="error" showIcon title={editor.loadError} data-testid="notify-load-error" />}
      {editor.general.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title={t('notifyAdmin.editor.serverErrors')}
          description={editor.general.join('；')}
          data-testid="notify-save-error"
        />
      )}
      {!draft && !editor.loadError && <Spin />}
      {draft && (
        <Card>
          <Form layout="vertical" style={{ maxWidth: 960 }} data-testid="notify-form">
            <ScheduleFields t={t} draft={draft} change={change} help={help} />
            <RecipientFields t={t} draft={draft} change={change} tried={tried} />
            <ContentField t={t} draft={draft} change={change} help={help} variables={editor.options?.variables ?? []} />
            <AttachmentsField t={t} draft={draft} change={change} help={help} scopes={editor.options?.scopes ?? []} />
            <Form.Item label={t('notifyAdmin.editor.enabled')} htmlFor="notify-enabled">
              <Switch id="notify-enabled" checked={draft.enabled} onChange={(enabled) => change({ enabled })} data-testid="notify-enabled" />
            </Form.Item>
          </Form>
        </Card>
      )}
      {editor.preview && <PreviewDialog preview={editor.preview} onClose={editor.closePreview} />}
    </div>
  );
}
