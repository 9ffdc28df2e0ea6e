import { Alert, Button, Checkbox, Empty, Modal, Space, Spin, Typography } from 'antd';
import type { Translate } from '@peilian/shared';
import { useCallback } from 'react';
import { useAdminMutation } from '../data/queries';
import type { AiState } from './aiSimilar';
import type { SimilarRequest } from './faqQueries';
import { useAiSimilar } from './useAiSimilar';

interface Props {
  open: boolean;
  /** What the suggestions are for: a quick Q&A question or a script line. */
  type: SimilarRequest['type'];
  /** The text the suggestions are like. */
  text: string;
  /** The items the form already holds: never suggested again, excluded from every batch. */
  existing: readonly string[];
  onAdd: (items: string[]) => void;
  onClose: () => void;
  /** Where the suggestions come from (the language model through the server by default). */
  suggest?: (request: SimilarRequest) => Promise<string[]>;
}

/**
 * The AI similar-question dialog (admin §2, type faq or script): ten suggestions at a time, loading,
 * list and empty states; "change batch"; the selected ones added and removed from the list; a clear
 * message instead of a list when no language model is configured.
 */
export function AiSimilarDialog({ open, type, text, existing, onAdd, onClose, suggest }: Props) {
  const fromServer = useSuggestSimilar();
  const { t, state, add, toggle, change } = useAiSimilar({ open, type, text, existing, onAdd, suggest: suggest ?? fromServer });
  const footer = [
    <Button key="close" onClick={onClose}>
      {t('faqAdmin.ai.close')}
    </Button>,
    <Button key="change" disabled={state.status === 'loading' || state.status === 'notConfigured'} onClick={change} data-testid="faq-ai-change">
      {t('faqAdmin.ai.change')}
    </Button>,
    <Button key="add" type="primary" disabled={state.selected.length === 0} onClick={add} data-testid="faq-ai-add">
      {t('faqAdmin.ai.add')}
    </Button>,
  ];
  return (
    <Modal open={open} width={640} title={t('faqAdmin.ai.title')} onCancel={onClose} footer={footer} destroyOnHidden>
      <div data-testid="faq-ai-dialog">
        <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }}>
          {t('faqAdmin.ai.basedOn', { text })}
        </Typography.Paragraph>
        <AiSimilarBody t={t} state={state} onToggle={toggle} onRetry={change} />
      </div>
    </Modal>
  );
}

/** The language model's suggestions (refused with `errors.faq.modelNotConfigured` when none is configured); not cached. */
function useSuggestSimilar(): (request: SimilarRequest) => Promise<string[]> {
  const { run } = useAdminMutation('faq', 'similarity');
  return useCallback(async (request) => (await run({}, request)).message, [run]);
}

function AiSimilarBody({
  t,
  state,
  onToggle,
  onRetry,
}: {
  t: Translate;
  state: AiState;
  onToggle: (item: string, checked: boolean) => void;
  onRetry: () => void;
}) {
  if (state.status === 'loading')
    return (
      <Space data-testid="faq-ai-loading">
        <Spin />
        {t('faqAdmin.ai.loading')}
      </Space>
    );
  if (state.status === 'notConfigured') return <Alert type="warning" showIcon title={state.message} data-testid="faq-ai-not-configured" />;
  if (state.status === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        title={state.message}
        action={
          <Button size="small" onClick={onRetry}>
            {t('faqAdmin.ai.retry')}
          </Button>
        }
        data-testid="faq-ai-failed"
      />
    );
  if (state.items.length === 0) return <Empty description={t('faqAdmin.ai.empty')} data-testid="faq-ai-empty" />;
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {state.items.map((item) => (
        <div key={item} data-testid="faq-ai-item">
          <Checkbox checked={state.selected.includes(item)} onChange={(event) => onToggle(item, event.target.checked)}>
            {item}
          </Checkbox>
        </div>
      ))}
      <Typography.Text type="secondary" data-testid="faq-ai-selected">
        {t('faqAdmin.ai.selected', { count: state.selected.length })}
      </Typography.Text>
    </Space>
  );
}
