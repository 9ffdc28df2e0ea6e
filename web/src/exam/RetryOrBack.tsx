import Button from 'antd-mobile/es/components/button';
import { useT } from '../app';
import { EmptyState } from '../components/EmptyState';

interface Props {
  testId: string;
  message: string;
  onRetry: () => void;
  onBack: () => void;
}

/** What could not be read, full page: its message, try again, or go back. */
export function RetryOrBack({ testId, message, onRetry, onBack }: Props) {
  const t = useT();
  return (
    <div data-testid={testId}>
      <EmptyState title={message} fullPage>
        <Button size="small" color="primary" onClick={onRetry}>
          {t('common.retry')}
        </Button>
        <Button size="small" onClick={onBack}>
          {t('examLearner.back')}
        </Button>
      </EmptyState>
    </div>
  );
}
