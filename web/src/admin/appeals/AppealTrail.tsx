import { APPEAL_EVENTS, type AppealEvent, type AppealEventView } from '@peilian/shared';
import { Card, Empty, Timeline, Typography } from 'antd';
import { useT } from '../../app';
import { adminTime } from '../time';
import { criterionLabel } from './labels';
import { SectionTitle } from '../blocks/SectionTitle';

const known = (action: string): action is AppealEvent => (APPEAL_EVENTS as readonly string[]).includes(action);

/** The appeal's audit trail: each step, who took it and when, the opinion, and what it changed. */
export function AppealTrail({ events }: { events: readonly AppealEventView[] }) {
  const t = useT();
  const items = events.map((event, index) => ({
    key: index,
    content: (
      <div data-testid={`appeal-event-${index}`}>
        <Typography.Text strong>{known(event.action) ? t(`appealsAdmin.event.${event.action}`) : event.action}</Typography.Text>
        <Typography.Text type="secondary">
          {' '}
          · {event.actorname} · {adminTime(event.at)}
        </Typography.Text>
        {event.opinion && <div>{event.opinion}</div>}
        {event.changes.map((change) => (
          <div key={change.key}>{t('appealsAdmin.trail.change', { label: criterionLabel(change.label, t), from: change.from, to: change.to })}</div>
        ))}
        {event.scorebefore !== null && event.scoreafter !== null && (
          <div>{t('appealsAdmin.trail.total', { before: event.scorebefore, after: event.scoreafter })}</div>
        )}
      </div>
    ),
  }));
  return (
    <Card title={<SectionTitle>{t('appealsAdmin.trail.title')}</SectionTitle>} size="small" data-testid="appeal-trail">
      {items.length ? <Timeline items={items} /> : <Empty description={t('appealsAdmin.trail.empty')} />}
    </Card>
  );
}
