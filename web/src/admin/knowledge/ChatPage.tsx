import type { ChatTurn, KnowledgeAnswer } from '@peilian/shared';
import { Alert, Button, Card, Input, Space, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { PageTitle } from '../blocks/PageTitle';
import { useAdminMutation } from '../data/queries';
import { Citations } from './Citations';

interface Turn {
  question: string;
  answer: KnowledgeAnswer;
}

/** `/admin/smart/chat`: questions to the organisation's documents, each answer with the passages it cites. */
export function ChatPage() {
  const t = useT();
  const [question, setQuestion] = useState('');
  const [turns, setTurns] = useState<Turn[]>([]);
  const chat = useAdminMutation('knowledge', 'chat');
  const send = async () => {
    const asked = question.trim();
    if (!asked || chat.pending) return;
    const history: ChatTurn[] = turns.flatMap((turn) => [
      { role: 'user' as const, text: turn.question },
      { role: 'assistant' as const, text: turn.answer.answer.slice(0, 2000) },
    ]);
    const answer = await chat.run({}, { question: asked, history: history.slice(-20) });
    setTurns((earlier) => [...earlier, { question: asked, answer }]);
    setQuestion('');
  };
  return (
    <Card>
      <PageTitle testId="knowledge-chat-title">{t('knowledgeAdmin.chatTitle')}</PageTitle>
      <div aria-live="polite" data-testid="knowledge-chat-log" style={{ minHeight: 120, marginBottom: 16 }}>
        {turns.length === 0 && <Typography.Paragraph type="secondary">{t('knowledgeAdmin.chat.empty')}</Typography.Paragraph>}
        {turns.map((turn, index) => (
          <div key={index} style={{ marginBottom: 16 }} data-testid="knowledge-chat-turn">
            <Typography.Paragraph>
              <Typography.Text strong>{t('knowledgeAdmin.chat.you')}：</Typography.Text>
              {turn.question}
            </Typography.Paragraph>
            <Card size="small" style={{ background: '#fafafa' }}>
              <Typography.Text strong>{t('knowledgeAdmin.chat.assistant')}：</Typography.Text>
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }} data-testid="knowledge-chat-answer" data-answered={turn.answer.answered}>
                {turn.answer.answer}
              </Typography.Paragraph>
              <Citations citations={turn.answer.citations} />
            </Card>
          </div>
        ))}
        {chat.pending && <Typography.Text type="secondary">{t('knowledgeAdmin.chat.thinking')}</Typography.Text>}
      </div>
      {chat.error && <Alert type="error" showIcon message={chat.error} style={{ marginBottom: 12 }} data-testid="knowledge-chat-error" />}
      <Space.Compact style={{ width: '100%' }}>
        <Input.TextArea
          aria-label={t('knowledgeAdmin.chat.placeholder')}
          placeholder={t('knowledgeAdmin.chat.placeholder')}
          value={question}
          maxLength={500}
          autoSize={{ minRows: 1, maxRows: 4 }}
          onChange={(event) => setQuestion(event.target.value)}
          onPressEnter={(event) => {
            if (event.shiftKey) return;
            event.preventDefault();
            void send().catch(() => undefined);
          }}
          data-testid="knowledge-chat-input"
        />
        <Button type="primary" loading={chat.pending} onClick={() => void send().catch(() => undefined)} data-testid="knowledge-chat-send">
          {t('knowledgeAdmin.chat.send')}
        </Button>
      </Space.Compact>
      {turns.length > 0 && (
        <Button type="link" onClick={() => setTurns([])} style={{ paddingInline: 0, marginTop: 8 }}>
          {t('knowledgeAdmin.chat.clear')}
        </Button>
      )}
    </Card>
  );
}
