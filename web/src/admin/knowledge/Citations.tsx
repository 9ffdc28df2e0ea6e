import type { KnowledgeCitation } from '@peilian/shared';
import { List, Typography } from 'antd';
import { useT } from '../../app';

/** The passages an answer cites, each with its number, document and page. */
export function Citations({ citations }: { citations: readonly KnowledgeCitation[] }) {
  const t = useT();
  if (citations.length === 0) return null;
  return (
    <section aria-label={t('knowledgeAdmin.chat.citations')} data-testid="knowledge-citations">
      <Typography.Text type="secondary">{t('knowledgeAdmin.chat.citations')}</Typography.Text>
      <List
        size="small"
        dataSource={[...citations]}
        renderItem={(citation) => (
          <List.Item key={citation.chunkId} data-testid={`knowledge-citation-${citation.n}`}>
            <div>
              <Typography.Text strong>
                [{citation.n}] {citation.documentName}
                {citation.page ? ` · ${t('knowledgeAdmin.chat.page', { page: citation.page })}` : ''}
              </Typography.Text>
              <Typography.Paragraph style={{ marginBottom: 0, whiteSpace: 'pre-wrap' }}>{citation.text}</Typography.Paragraph>
            </div>
          </List.Item>
        )}
      />
    </section>
  );
}
