import { Card, Empty, Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { useT } from '../app/hooks';
import { groupOfPath } from './adminMenu';

/**
 * A permitted admin function whose page is not built yet: its group's title and an empty state,
 * so the landing route of a limited admin (first permitted function) opens something.
 */
export function AdminFunctionPage() {
  const t = useT();
  const { pathname } = useLocation();
  const group = groupOfPath(pathname);
  return (
    <Card>
      {group && (
        <Typography.Title level={3} data-testid="admin-function-title">
          {t(group.label)}
        </Typography.Title>
      )}
      <Empty />
    </Card>
  );
}
