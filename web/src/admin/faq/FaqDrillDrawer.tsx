import { Alert, Descriptions, Drawer, List, Spin } from 'antd';
import { adminSeconds } from '../time';
import { useT } from '../../app';
import { useAdminQuery } from '../data/queries';
import { drillResult, drillTask } from './drillColumns';
import type { DrillRow } from './faqQueries';
import { DrillItem } from './DrillItem';

interface Props {
  /** The drill shown; null closes the drawer. */
  row: DrillRow | null;
  onClose: () => void;
}

/** One drill: the learner, task and result, then every question with the learner's answer, its score and keywords. */
export function FaqDrillDrawer({ row, onClose }: Props) {
  const t = useT();
  const read = useAdminQuery('faqDrills', 'read', row ? { id: row.id } : null);
  // While another drill loads, the previous one is not shown as this one.
  const current = row && !read.loading ? { detail: read.error ? undefined : read.data, error: read.error } : null;
  const drill = current?.detail?.drill;

  return (
    <Drawer open={row !== null} onClose={onClose} size={640} title={row ? t('faqAdmin.drills.detailTitle', { name: row.username }) : ''} destroyOnHidden>
      <div data-testid="faq-drill-drawer">
        {!current && <Spin />}
        {current?.error && <Alert type="error" showIcon title={current.error} />}
        {drill && current?.detail && (
          <>
            <Descriptions
              column={2}
              size="small"
              bordered
              items={[
                { key: 'learner', label: t('faqAdmin.drills.learner'), children: `${drill.username}（${drill.account}）` },
                { key: 'department', label: t('faqAdmin.drills.department'), children: drill.departmentname },
                { key: 'task', label: t('faqAdmin.drills.task'), children: drillTask(t, drill), span: 2 },
                { key: 'result', label: t('faqAdmin.drills.result'), children: drillResult(t, drill) },
                { key: 'score', label: t('faqAdmin.drills.score'), children: <span data-testid="faq-drill-score">{drill.score ?? '—'}</span> },
                {
                  key: 'answered',
                  label: t('faqAdmin.drills.answered'),
                  children: t('faqAdmin.drills.answeredCount', { answered: drill.answered, total: drill.total }),
                },
                { key: 'start', label: t('faqAdmin.drills.startdate'), children: adminSeconds(drill.startdate) },
              ]}
            />
            <List
              style={{ marginTop: 16 }}
              dataSource={current.detail.items}
              rowKey="seq"
              data-testid="faq-drill-items"
              renderItem={(item) => <DrillItem drillId={drill.id} item={item} />}
            />
          </>
        )}
      </div>
    </Drawer>
  );
}
