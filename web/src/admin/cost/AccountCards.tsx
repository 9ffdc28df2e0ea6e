import type { CostAccount } from '@peilian/shared';
import { Alert, Card, Col, List, Row, Space, Statistic, Typography } from 'antd';
import { useT } from '../../app';
import { SectionTitle } from '../blocks/SectionTitle';
import { adminTime } from '../time';
import { useFen } from './labels';

const RED = '#cf1322';

/**
 * The organisation's money (admin §3 "Billing"): what may be spent, its cash and gift, what is frozen,
 * any arrears — in red, with what they stop — and usage not yet charged; then each gift still valid
 * with what is left of it and its last day (a gift is valid one year).
 */
export function AccountCards({ account }: { account: CostAccount }) {
  const t = useT();
  const fen = useFen();
  const figures = [
    { key: 'balance', value: account.balance, red: account.balance < 0 },
    { key: 'cash', value: account.cash, red: false },
    { key: 'gift', value: account.gift, red: false },
    { key: 'frozen', value: account.frozen, red: false },
    { key: 'arrears', value: account.arrears, red: account.arrears > 0 },
    { key: 'pending', value: account.pending, red: false },
  ] as const;
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {account.arrears > 0 && (
        <Alert
          type="error"
          showIcon
          title={`${t('billing.account.arrears')} ${fen(account.arrears)}`}
          description={t('billing.account.arrearsNote')}
          data-testid="cost-arrears-alert"
        />
      )}
      <Card size="small" title={<SectionTitle>{t('billing.account.title')}</SectionTitle>}>
        <Row gutter={[24, 16]}>
          {figures.map(({ key, value, red }) => (
            <Col key={key} xs={12} md={8} xl={4}>
              <Statistic
                title={t(`billing.account.${key}`)}
                value={fen(value)}
                styles={red ? { content: { color: RED, fontWeight: 600 } } : undefined}
                data-testid={`cost-account-${key}`}
              />
            </Col>
          ))}
        </Row>
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
          {t('billing.account.pendingHelp')}
        </Typography.Paragraph>
      </Card>
      <Card size="small" title={<SectionTitle>{t('billing.account.gifts')}</SectionTitle>} data-testid="cost-gifts">
        <Typography.Paragraph type="secondary">{t('billing.account.giftValid')}</Typography.Paragraph>
        <List
          size="small"
          dataSource={account.gifts}
          locale={{ emptyText: t('billing.account.noGifts') }}
          renderItem={(gift) => (
            <List.Item data-testid={`cost-gift-${gift.id}`}>
              {t('billing.account.giftLeft', { remaining: fen(gift.remaining), amount: fen(gift.amount), day: adminTime(gift.expiresat).slice(0, 10) })}
            </List.Item>
          )}
        />
      </Card>
    </Space>
  );
}
