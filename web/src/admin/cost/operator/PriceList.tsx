import { BILLED_SERVICES, type BilledService } from '@peilian/shared';
import { Button, Input, message, Space, Table, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../../app';
import { useErrorNotice } from '../../blocks/useErrorNotice';
import { useAdminMutation, useAdminQuery } from '../../data/queries';
import { priceList, priceTexts, priceValid, type PriceTexts } from './priceForm';

/**
 * The platform's price list (costpay, the operator; every organisation is charged by it): per
 * service, yuan per the unit a person thinks in — a minute of recognition, 10 000 characters voiced,
 * a million tokens, a message, a GB, a minute of video —, stored as fen per raw units.
 */
export function PriceList() {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const prices = useAdminQuery('cost', 'prices', {});
  const save = useAdminMutation('cost', 'setPrices');
  const [texts, setTexts] = useState<PriceTexts>({});
  useEffect(() => setTexts(priceTexts(prices.data?.prices ?? [])), [prices.data]);
  useErrorNotice(notice, prices.error);
  const invalid = BILLED_SERVICES.some((service) => !priceValid(texts[service] ?? ''));
  const submit = async () => {
    try {
      await save.run({}, { prices: priceList(texts, prices.data?.prices ?? []) });
      void notice.success(t('billing.operator.pricesSaved'));
    } catch {
      // The failure is shown below the table (`save.error`).
    }
  };
  const columns = [
    { key: 'service', title: t('billing.operator.priceService'), width: 200, render: (_: unknown, service: BilledService) => t(`billing.services.${service}`) },
    {
      key: 'amount',
      title: t('billing.operator.priceAmount'),
      width: 220,
      render: (_: unknown, service: BilledService) => (
        <Input
          prefix="¥"
          inputMode="decimal"
          aria-label={`${t(`billing.services.${service}`)} ${t(`billing.units.${service}`)}`}
          status={priceValid(texts[service] ?? '') ? undefined : 'error'}
          value={texts[service] ?? ''}
          onChange={(event) => setTexts((current) => ({ ...current, [service]: event.target.value }))}
          data-testid={`cost-price-${service}`}
        />
      ),
    },
    { key: 'unit', title: t('billing.operator.priceUnit'), width: 220, render: (_: unknown, service: BilledService) => t(`billing.units.${service}`) },
  ];
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }}>
      {holder}
      <Table<BilledService>
        rowKey={(service) => service}
        columns={columns}
        dataSource={[...BILLED_SERVICES]}
        pagination={false}
        loading={prices.loading}
        data-testid="cost-prices"
      />
      {invalid && <Typography.Text type="danger">{t('billing.operator.priceInvalid')}</Typography.Text>}
      {save.error && <Typography.Text type="danger">{save.error}</Typography.Text>}
      <Button type="primary" disabled={invalid} loading={save.pending} onClick={() => void submit()} data-testid="cost-prices-save">
        {t('billing.operator.savePrices')}
      </Button>
    </Space>
  );
}
