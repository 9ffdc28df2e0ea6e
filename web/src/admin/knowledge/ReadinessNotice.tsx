import type { AssistantReadiness } from '@peilian/shared';
import { Alert } from 'antd';
import { useT } from '../../app';

/** What cannot run here and why: no language model (the chat), no embedding service (indexing, chat and search). */
export function ReadinessNotice({ readiness }: { readiness: AssistantReadiness | undefined }) {
  const t = useT();
  if (!readiness) return null;
  const notes = [!readiness.model && t('knowledgeAdmin.readiness.disabled'), !readiness.embeddings && t('knowledgeAdmin.readiness.noEmbeddings')].filter(
    (note): note is string => Boolean(note),
  );
  if (notes.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="knowledge-readiness"
      message={notes.map((note) => (
        <div key={note}>{note}</div>
      ))}
    />
  );
}
