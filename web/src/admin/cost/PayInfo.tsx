import { Alert, Button, Card, Space, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../app';
import { SectionTitle } from '../blocks/SectionTitle';
import { COST_DETAILS_PATH } from './paths';

/**
 * How an organisation pays (admin §4, §8): online payment is not offered yet ('pay function under
 * development'); a bank remittance is credited within 2 to 24 hours once the platform records it.
 */
export function PayInfo() {
  const t = useT();
  const navigate = useNavigate();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small" title={<SectionTitle>{t('billing.pay.online')}</SectionTitle>}>
        <Alert type="info" showIcon title={t('billing.pay.underDevelopment')} data-testid="cost-pay-online" />
      </Card>
      <Card size="small" title={<SectionTitle>{t('billing.pay.remittance')}</SectionTitle>} data-testid="cost-pay-remittance">
        <Typography.Paragraph>{t('billing.pay.remittanceSteps')}</Typography.Paragraph>
        <Typography.Paragraph strong>{t('billing.pay.remittanceCredit')}</Typography.Paragraph>
        <Typography.Paragraph type="secondary">{t('billing.account.giftValid')}</Typography.Paragraph>
        <Button onClick={() => navigate(COST_DETAILS_PATH)} data-testid="cost-pay-details">
          {t('billing.pay.details')}
        </Button>
      </Card>
    </Space>
  );
}
