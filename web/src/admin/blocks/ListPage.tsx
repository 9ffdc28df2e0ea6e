import { Card, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  title: string;
  /** The title's test id (pages' tests wait for it). */
  testId: string;
  /** The page's own actions (add, import, export), at the title's right. */
  extra?: ReactNode;
  /** A side panel (a catalogue or department tree) left of the list. */
  aside?: ReactNode;
  /** Filters, batch bar and the list. */
  children: ReactNode;
}

/**
 * The frame of a back-office list page: the page's one `h1`, its actions, an optional tree beside
 * the list. The list itself is a `ListTable`; its query lives in the URL (`useUrlQuery`).
 */
export function ListPage({ title, testId, extra, aside, children }: Props) {
  return (
    <Card>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 16 }}>
        <Typography.Title level={1} className="admin-page-title" data-testid={testId}>
          {title}
        </Typography.Title>
        {extra}
      </Flex>
      <Flex gap={16} align="flex-start">
        {aside}
        <div style={{ flex: 1, minWidth: 0 }}>{children}</div>
      </Flex>
    </Card>
  );
}
