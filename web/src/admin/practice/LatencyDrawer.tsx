import { PAGE_SIZE_DEFAULT, type LatencySession, type ScenarioLatencyResponse, type SessionLatencyResponse } from '@peilian/shared';
import { DatePicker, Drawer, message, Space, Table, Typography } from 'antd';
import type { Dayjs } from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useT } from '../../app/hooks';
import { errorMessage } from '../../identity/errorMessage';
import { listPagination } from '../listPagination';
import { fetchScenarioLatency, fetchSessionLatency, type LatencyQuery } from './latencyApi';
import { sessionColumns, StageTable, TurnTable } from './LatencyTables';

const FIRST: LatencyQuery = { page: 1, rows: PAGE_SIZE_DEFAULT };

/** A scenario's server latency (docs/practice.md "Latency"): stages, recent sessions, and a session's turns. */
export function LatencyDrawer({ scene, onClose }: { scene: { id: string; name: string } | null; onClose: () => void }) {
  const t = useT();
  const [notice, holder] = message.useMessage();
  const [query, setQuery] = useState<LatencyQuery>(FIRST);
  const [data, setData] = useState<ScenarioLatencyResponse | null>(null);
  const [loading, setLoading] = useState(false);
  const [session, setSession] = useState<SessionLatencyResponse | null>(null);
  const failed = useCallback((error: unknown) => void notice.error(errorMessage(error, t)), [notice, t]);

  useEffect(() => {
    setQuery(FIRST);
    setData(null);
    setSession(null);
  }, [scene?.id]);
  useEffect(() => {
    if (!scene) return;
    setLoading(true);
    fetchScenarioLatency(scene.id, query)
      .then(setData, failed)
      .finally(() => setLoading(false));
  }, [scene, query, failed]);

  const range = (values: [Dayjs | null, Dayjs | null] | null) => {
    const [start, end] = values ?? [null, null];
    setQuery((current) => ({
      ...current,
      page: 1,
      from: start ? start.startOf('day').valueOf() : undefined,
      to: end ? end.add(1, 'day').startOf('day').valueOf() : undefined,
    }));
  };
  const openSession = (row: LatencySession) => void fetchSessionLatency(row.id).then(setSession, failed);

  return (
    <Drawer
      open={Boolean(scene)}
      size={880}
      title={scene ? t('practiceWeb.latency.title', { name: scene.name }) : ''}
      onClose={onClose}
      destroyOnHidden
      data-testid="latency-drawer"
    >
      {holder}
      <Space style={{ marginBottom: 12 }}>
        <span>{t('practiceWeb.latency.range')}</span>
        <DatePicker.RangePicker onChange={range} data-testid="latency-range" />
      </Space>
      <Typography.Paragraph type="secondary">{t('practiceWeb.latency.hint')}</Typography.Paragraph>
      <StageTable t={t} stages={data?.stages ?? []} testId="latency-stages" />
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('practiceWeb.latency.sessions')}
      </Typography.Title>
      <Table<LatencySession>
        rowKey="id"
        size="small"
        loading={loading}
        columns={sessionColumns(t, openSession)}
        dataSource={data?.sessions ?? []}
        data-testid="latency-sessions"
        locale={{ emptyText: t('practiceWeb.latency.noData') }}
        pagination={listPagination(t, {
          page: query.page,
          rows: query.rows,
          total: data?.total ?? 0,
          onChange: (page, rows) => setQuery((current) => ({ ...current, page, rows })),
        })}
      />
      <Drawer
        open={Boolean(session)}
        size={820}
        title={session ? t('practiceWeb.latency.session', { name: session.session.learnername }) : ''}
        onClose={() => setSession(null)}
        data-testid="latency-session-drawer"
      >
        {session && (
          <>
            <StageTable t={t} stages={session.stages} testId="latency-session-stages" />
            <div style={{ marginTop: 16 }}>
              <TurnTable t={t} turns={session.turns} />
            </div>
          </>
        )}
      </Drawer>
    </Drawer>
  );
}
