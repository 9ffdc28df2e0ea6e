import { Card, Empty, List, Progress } from 'antd';
import { useT } from '../../../app';
import { rateOf, timeText } from '../format';
import { taskDetailPath } from '../paths';
import { ReportLink } from '../ReportLink';
import type { HomeReport } from '../reportTypes';

/** The published packages ending within 7 days, soonest first, each leading to its details. */
export function EndingSoon({ rows }: { rows: HomeReport['endingsoon'] }) {
  const t = useT();
  return (
    <Card title={t('reports.home.endingSoon')} size="small" data-testid="home-ending-soon">
      {rows.length === 0 ? (
        <Empty description={t('reports.home.noEndingSoon')} />
      ) : (
        <List
          size="small"
          dataSource={rows}
          renderItem={(row) => (
            <List.Item key={row.packageid} data-testid="home-ending-item">
              <List.Item.Meta
                title={<ReportLink to={taskDetailPath(row.packageid)}>{row.title}</ReportLink>}
                description={`${t('reports.home.endsAt', { time: timeText(row.endat) })} · ${t('reports.home.completedOf', { completed: row.completed, range: row.range })}`}
              />
              <Progress type="circle" size={40} percent={rateOf(row.completed, row.range) ?? 0} />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
