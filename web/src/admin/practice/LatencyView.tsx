import { PAGE_SIZE_DEFAULT, type LatencySession } from '@peilian/shared';
import { DatePicker, Drawer, message, Space, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useT } from '../../app';
import { DialogueAudio } from '../blocks/DialogueAudio';
import { ListTable } from '../blocks/ListTable';
import { useAdminQuery } from '../data/queries';
import type { AdminAnswer, AdminArgs } from '../data/types';
import { sessionColumns, StageTable, TurnTable } from './LatencyTables';

/** The range (ms since the epoch; none: the server's last 30 days) and the sessions' page. */
type LatencyQuery = Omit<AdminArgs<'latency', 'scenario'>, 'id'> & { page: number; rows: number };
const FIRST: LatencyQuery = { page: 1, rows: PAGE_SIZE_DEFAULT };

/** The first page of the days picked (a missing end leaves that side to the server). */
function rangeQuery(values: [Dayjs | null, Dayjs | null] | null, rows: number): LatencyQuery {
  const [start, end] = values ?? [null, null];
  return {
    page: 1,
    rows,
    ...(start ? { from: start.startOf('day').valueOf() } : {}),
    ...(end ? { to: end.add(1, 'day').startOf('day').valueOf() } : {}),
  };
}

/** One scenario's latency: the range, the stages, the sessions, and the turns of the session opened. */
export function LatencyView({ sceneId }: { sceneId: string }) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useState<LatencyQuery>(FIRST);
  const [sessionId, setSessionId] = useState('');
  const scene = useAdminQuery('latency', 'scenario', { id: sceneId, ...query });
  const session = useAdminQuery('latency', 'session', sessionId ? { sessionId } : null);
  const error = scene.error || session.error;
  useEffect(() => {
    if (error) void notice.error(error);
  }, [error, notice]);
  // The session drawer opens once the chosen session has arrived.
  const opened = sessionId && session.data?.session.id === sessionId ? session.data : null;

  return (
    <>
      {holder}
      <Space style={{ marginBottom: 12 }}>
        <span>{t('practiceWeb.latency.range')}</span>
        <DatePicker.RangePicker onChange={(values) => setQuery((current) => rangeQuery(values, current.rows))} data-testid="latency-range" />
      </Space>
      <Typography.Paragraph type="secondary">{t('practiceWeb.latency.hint')}</Typography.Paragraph>
      <StageTable t={t} stages={scene.data?.stages ?? []} testId="latency-stages" />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('practiceWeb.latency.sessions')}
      </Typography.Title>
      <ListTable<LatencySession>
        rowKey="id"
        testId="latency-sessions"
        columns={sessionColumns(t, (row) => setSessionId(row.id))}
        data={scene.data && { rows: scene.data.sessions, total: scene.data.total }}
        loading={scene.loading}
        paging={{ page: query.page, rows: query.rows }}
        onPaging={(paging) => setQuery((current) => ({ ...current, ...paging }))}
      />
      <SessionDrawer opened={opened} onClose={() => setSessionId('')} />
    </>
  );
}

/** The opened session's stages and turns (closed while none is opened). */
function SessionDrawer({ opened, onClose }: { opened: AdminAnswer<'latency', 'session'> | null; onClose: () => void }) {
  const t = useT();
  return (
    <Drawer
      open={Boolean(opened)}
      size={820}
      title={opened ? t('practiceWeb.latency.session', { name: opened.session.learnername }) : ''}
      onClose={onClose}
      data-testid="latency-session-drawer"
    >
      {opened && (
        <>
          <div style={{ marginBottom: 16 }}>
            <DialogueAudio key={opened.session.id} sessionId={opened.session.id} />
          </div>
          <StageTable t={t} stages={opened.stages} testId="latency-session-stages" />
          <div style={{ marginTop: 16 }}>
            <TurnTable t={t} turns={opened.turns} />
          </div>
        </>
      )}
    </Drawer>
  );
}
