import { Modal, Typography } from 'antd';
import { useT } from '../../app';
import { useAdminQuery } from '../data/queries';
import { typeKey } from './labels';

/** The paper as a learner sees it (no answers), read from the server. */
export function PaperPreviewDialog({ id, onClose }: { id: string; onClose: () => void }) {
  const t = useT();
  const { data, error: failure } = useAdminQuery('papers', 'preview', id ? { id, preview: 1 } : null);
  const preview = data?.paper.id === id ? data : undefined;
  return (
    <Modal open={Boolean(id)} width={720} title={preview?.paper.title ?? t('examAdmin.paper.preview')} footer={null} onCancel={onClose} destroyOnHidden>
      {failure && <Typography.Text type="danger">{failure}</Typography.Text>}
      <div data-testid="paper-preview-body">
        {preview?.questions.map((question, index) => (
          <div key={question.id} style={{ marginBottom: 12 }}>
            <Typography.Text strong>
              {index + 1}. [{t(typeKey(question.type))}] {question.text}
            </Typography.Text>
            {question.choices.map((choice) => (
              <div key={choice.id} style={{ paddingLeft: 16 }}>
                {choice.id}. {choice.content}
              </div>
            ))}
          </div>
        ))}
      </div>
    </Modal>
  );
}
