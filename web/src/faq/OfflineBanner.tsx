import Button from 'antd-mobile/es/components/button';
import { useT } from '../app';

/** An answer waits on the device for the connection: it is sent on its own when the network returns, or now on "重试". */
export function OfflineBanner({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <div className="faq-offline" role="alert" data-testid="faq-offline">
      <span>{t('faqLearner.offline')}</span>
      <Button size="mini" color="warning" fill="outline" onClick={onRetry} data-testid="faq-retry">
        {t('faqLearner.retry')}
      </Button>
    </div>
  );
}
