import {
  createMyReportStore,
  figureRows,
  RESULT_KIND_KEYS,
  resultTimeText,
  scoreText,
  type FigureRow,
  type MyReportState,
  type MyReportStore,
} from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import Skeleton from 'antd-mobile/es/components/skeleton';
import List from 'antd-mobile/es/components/list';
import Tag from 'antd-mobile/es/components/tag';
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { learnerApi, useT, useTimeZone } from '../app';

/** The PWA's one store of the learner's own figures (docs/reports.md "The learner's own figures"). */
export const myReportStore = createMyReportStore(learnerApi.training.myReport);

type Report = NonNullable<MyReportState['report']>;

/** The profile list above already shows these two (to the second, and offline from the stored user). */
const SHOWN_ABOVE = new Set<FigureRow['id']>(['learningTime', 'packages']);

function FigureList({ report }: { report: Report }) {
  const t = useT();
  return (
    <List header={t('learnerTraining.figures.title')} data-testid="my-figures">
      {figureRows(t, report)
        .filter((row) => !SHOWN_ABOVE.has(row.id))
        .map((row) => (
          <List.Item key={row.id} extra={<span data-testid={`figure-${row.id}`}>{row.value}</span>}>
            {row.label}
          </List.Item>
        ))}
    </List>
  );
}

function RecentResults({ recent }: { recent: Report['recent'] }) {
  const t = useT();
  const zone = useTimeZone();
  return (
    <List header={t('learnerTraining.figures.recent')} data-testid="my-recent">
      {recent.length === 0 && <List.Item data-testid="my-recent-none">{t('learnerTraining.figures.none')}</List.Item>}
      {recent.map((result) => (
        <List.Item
          key={`${result.kind}-${result.at}`}
          prefix={
            <Tag color="primary" fill="outline">
              {t(RESULT_KIND_KEYS[result.kind])}
            </Tag>
          }
          description={resultTimeText(result.at, zone)}
          extra={<span className="my-recent-score">{scoreText(t, result.score)}</span>}
          data-testid="my-recent-result"
        >
          {result.title}
        </List.Item>
      ))}
    </List>
  );
}

/**
 * The personal centre's figures and recent results. The rest of the page does not wait for them:
 * until they arrive a placeholder holds their place, and a failure shows a retry (over the figures
 * already shown, if any), never a blank.
 */
export function MyFigures({ store = myReportStore }: { store?: MyReportStore }) {
  const t = useT();
  const report = useStore(store, (state) => state.report);
  const status = useStore(store, (state) => state.status);

  useEffect(() => {
    void store.getState().load();
  }, [store]);

  return (
    <div className="my-figures" aria-busy={status === 'loading'}>
      {status === 'failed' && (
        <div className="my-figures-failed" role="alert" data-testid="my-figures-failed">
          <span>{t('learnerTraining.figures.failed')}</span>
          <Button size="mini" color="primary" fill="outline" onClick={() => void store.getState().load()} data-testid="my-figures-retry">
            {t('common.retry')}
          </Button>
        </div>
      )}
      {report ? (
        <>
          <FigureList report={report} />
          <RecentResults recent={report.recent} />
        </>
      ) : (
        status !== 'failed' && <Skeleton.Paragraph lineCount={4} animated className="my-figures-loading" data-testid="my-figures-loading" />
      )}
    </div>
  );
}
