import type { KnowledgeHit } from '@peilian/shared';
import { Alert, Card, Input, List, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminQuery } from '../data/queries';

/** `/admin/smart/search`: the passages of the organisation's documents matching a text, best first, with their relevance. */
export function SearchPage() {
  const t = useT();
  const [text, setText] = useState('');
  const found = useAdminQuery('knowledge', 'search', text ? { text, rows: 30 } : null);
  return (
    <Card>
      <PageTitle testId="knowledge-search-title">{t('knowledgeAdmin.searchTitle')}</PageTitle>
      <Input.Search
        allowClear
        enterButton={t('knowledgeAdmin.search.submit')}
        aria-label={t('knowledgeAdmin.search.placeholder')}
        placeholder={t('knowledgeAdmin.search.placeholder')}
        maxLength={100}
        onSearch={(value) => setText(value.trim())}
        style={{ maxWidth: 560, marginBottom: 16 }}
        data-testid="knowledge-search-input"
      />
      {found.error && <Alert type="error" showIcon message={found.error} style={{ marginBottom: 12 }} />}
      <List<KnowledgeHit>
        data-testid="knowledge-search-results"
        loading={found.loading}
        dataSource={found.data?.rows ?? []}
        locale={{ emptyText: text ? t('knowledgeAdmin.search.empty') : t('knowledgeAdmin.search.hint') }}
        renderItem={(hit) => (
          <List.Item key={hit.chunkId}>
            <List.Item.Meta
              title={
                <span>
                  {hit.documentName}
                  {hit.page ? ` · ${t('knowledgeAdmin.chat.page', { page: hit.page })}` : ''}{' '}
                  <Tag>{t('knowledgeAdmin.search.score', { score: hit.score.toFixed(2) })}</Tag>
                </span>
              }
              description={<Typography.Text style={{ whiteSpace: 'pre-wrap' }}>{hit.snippet}</Typography.Text>}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
