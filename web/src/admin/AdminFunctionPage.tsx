import { Card, Empty, Typography } from 'antd';
import { useLocation } from 'react-router-dom';
import { useT } from '../app/hooks';
import { menuPlaceOf } from './adminMenu';

/**
 * A permitted admin function whose page is not built yet: its menu entry's title and an empty
 * state, so the landing route of a limited admin (first permitted function) opens something.
 */
export function AdminFunctionPage() {
  const t = useT();
  const { pathname } = useLocation();
  const place = menuPlaceOf(pathname);
  return (
    <Card>
      {place && (
        <Typography.Title level={3} data-testid="admin-function-title">
          {t(place.entry.label)}
        </Typography.Title>
      )}
      <Empty />
    </Card>
  );
}
