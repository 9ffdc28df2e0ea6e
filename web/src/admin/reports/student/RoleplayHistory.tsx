import { Card } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { ListTable } from '../../blocks/ListTable';
import { allRows } from '../columns';
import { RoleplayCoachDrawer } from './RoleplayCoachDrawer';
import { roleplayColumns, type RoleplayRow } from './roleplayColumns';

/** The learner's role-plays finished in the period, newest first, each opening the coach's review. */
export function RoleplayHistory({ learnerId, roleplays }: { learnerId: string; roleplays: readonly RoleplayRow[] }) {
  const t = useT();
  const [shown, setShown] = useState<RoleplayRow | null>(null);
  return (
    <Card size="small" title={t('reports.student.roleplay.title')}>
      <ListTable<RoleplayRow>
        rowKey="sessionid"
        columns={roleplayColumns(t, setShown)}
        data={allRows(roleplays)}
        loading={false}
        emptyText={t('reports.student.roleplay.empty')}
        testId="dashboard-roleplays"
      />
      <RoleplayCoachDrawer learnerId={learnerId} roleplay={shown} onClose={() => setShown(null)} />
    </Card>
  );
}
