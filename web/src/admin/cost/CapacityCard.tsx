import type { OrgCapacity } from '@peilian/shared';
import { Card, Col, Progress, Row, Typography } from 'antd';
import { useT } from '../../app';
import { SectionTitle } from '../blocks/SectionTitle';
import { useCount } from './labels';
import { storageText, usedPercent } from './units';

interface ItemProps {
  name: string;
  used: number;
  limit: number | null;
  /** How a figure of this resource is written (a count, bytes, minutes). */
  text: (value: number) => string;
  testId: string;
}

/** One resource: used of its limit as a bar, or its use and 'no limit'. */
function CapacityItem({ name, used, limit, text, testId }: ItemProps) {
  const t = useT();
  const percent = usedPercent(used, limit);
  const limitText = limit === null ? t('billing.capacity.noLimit') : text(limit);
  return (
    <div data-testid={testId}>
      <Typography.Text strong>{name}</Typography.Text>
      <div data-testid={`${testId}-figures`}>{t('billing.capacity.usedOf', { used: text(used), limit: limitText })}</div>
      {percent !== null && (
        <Progress
          percent={percent}
          status={percent >= 100 ? 'exception' : 'normal'}
          // The figures are written above: an icon inside the bar would be an image no reader reaches.
          showInfo={false}
          aria-label={t('billing.capacity.usage', { name, used: text(used), limit: limitText })}
        />
      )}
    </div>
  );
}

/** Capacity (admin §7 orgcapacity): seats, storage and this month's AI minutes, each used of its limit. */
export function CapacityCard({ capacity, testId = 'cost-capacity' }: { capacity: OrgCapacity; testId?: string }) {
  const t = useT();
  const count = useCount();
  const minutes = (value: number) => t('billing.capacity.minutes', { count: count(value) });
  const items = [
    { key: 'seats', name: t('billing.capacity.seats'), item: capacity.seats, text: count },
    { key: 'storage', name: t('billing.capacity.storage'), item: capacity.storage, text: storageText },
    { key: 'aiMinutes', name: t('billing.capacity.aiMinutes', { month: capacity.month }), item: capacity.aiMinutes, text: minutes },
  ];
  return (
    <Card size="small" title={<SectionTitle>{t('billing.capacity.title')}</SectionTitle>} data-testid={testId}>
      <Row gutter={[24, 16]}>
        {items.map(({ key, name, item, text }) => (
          <Col key={key} xs={24} md={8}>
            <CapacityItem name={name} used={item.used} limit={item.limit} text={text} testId={`${testId}-${key}`} />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
