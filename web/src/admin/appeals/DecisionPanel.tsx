import { APPEAL_STATUS, type MessageKey } from '@peilian/shared';
import { Alert, Button, Card, Form, Input, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../app';
import { errorMessage } from '../../lib/errorMessage';
import { OPINION_MAX, opinionIssue } from './appealForm';
import { SectionTitle } from '../blocks/SectionTitle';

type Step = 'accept' | 'resolve' | 'reject';

interface Props {
  status: number;
  /** The re-scoring's refusal (nothing changed, a score out of its range); null: it may be sent. No re-scoring without `totals`. */
  rescoreError: MessageKey | null;
  /** The record's total now and with the typed scores; null: no record to re-score (only a rejection). */
  totals: { before: number; after: number } | null;
  onAccept: () => Promise<unknown>;
  onResolve: (opinion: string) => Promise<unknown>;
  onReject: (opinion: string) => Promise<unknown>;
}

/**
 * The reviewer's decision on an open appeal: take it up (while pending), re-score and uphold it, or
 * reject it — both with the audit opinion (required, at most 50) checked before the confirmation.
 */
export function DecisionPanel({ status, rescoreError, totals, onAccept, onResolve, onReject }: Props) {
  const t = useT();
  const [opinion, setOpinion] = useState('');
  const [touched, setTouched] = useState(false);
  const [asking, setAsking] = useState<Step | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');
  const issue = touched ? opinionIssue(opinion) : null;
  const blocker = (step: Step): MessageKey | null => (step === 'accept' ? null : (opinionIssue(opinion) ?? (step === 'resolve' ? rescoreError : null)));
  const ask = (step: Step) => {
    if (step !== 'accept') setTouched(true);
    const blocked = blocker(step);
    setFailure(blocked && blocked !== opinionIssue(opinion) ? t(blocked) : '');
    setAsking(blocked ? null : step);
  };
  const run = (step: Step) => {
    setBusy(true);
    const sent = step === 'accept' ? onAccept() : step === 'resolve' ? onResolve(opinion.trim()) : onReject(opinion.trim());
    return sent
      .then(
        () => setAsking(null),
        (error: unknown) => setFailure(errorMessage(error, t)),
      )
      .finally(() => setBusy(false));
  };
  const confirm = (step: Step, title: string, button: React.ReactNode) => (
    <Popconfirm
      title={title}
      open={asking === step}
      onOpenChange={(open) => (open ? ask(step) : setAsking(null))}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      okButtonProps={{ danger: step === 'reject', loading: busy, 'data-testid': `appeal-${step}-confirm` }}
      onConfirm={() => run(step)}
    >
      {button}
    </Popconfirm>
  );

  return (
    <Card title={<SectionTitle>{t('appealsAdmin.decision.title')}</SectionTitle>} size="small" data-testid="appeal-decision">
      <Form layout="vertical" component="div">
        <Form.Item
          label={t('appealsAdmin.decision.opinion')}
          htmlFor="appeal-opinion"
          required
          validateStatus={issue ? 'error' : undefined}
          help={issue ? t(issue) : undefined}
        >
          <Input.TextArea
            id="appeal-opinion"
            rows={3}
            value={opinion}
            count={{ show: true, max: OPINION_MAX, strategy: (text) => text.trim().length }}
            placeholder={t('appealsAdmin.decision.opinionPlaceholder')}
            onChange={(event) => setOpinion(event.target.value)}
            onBlur={() => setTouched(true)}
            data-testid="appeal-opinion"
          />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} data-testid="appeal-decision-error" />}
      <Space wrap>
        {status === APPEAL_STATUS.pending &&
          confirm('accept', t('appealsAdmin.decision.acceptConfirm'), <Button data-testid="appeal-accept">{t('appealsAdmin.decision.accept')}</Button>)}
        {totals &&
          confirm(
            'resolve',
            t('appealsAdmin.decision.resolveConfirm', { before: totals.before, after: totals.after }),
            <Button type="primary" data-testid="appeal-resolve">
              {t('appealsAdmin.decision.resolve')}
            </Button>,
          )}
        {confirm(
          'reject',
          t('appealsAdmin.decision.rejectConfirm'),
          <Button danger data-testid="appeal-reject">
            {t('appealsAdmin.decision.reject')}
          </Button>,
        )}
      </Space>
    </Card>
  );
}
