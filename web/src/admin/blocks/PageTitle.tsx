import { Typography } from 'antd';
import type { ReactNode } from 'react';

interface Props {
  children: ReactNode;
  testId?: string;
}

/**
 * The one `h1` of a back-office page (its name, as the menu gives it), drawn at the size of a card
 * title: a screen reader's heading list starts with it, and sections below it are h2 and lower.
 */
export function PageTitle({ children, testId }: Props) {
  return (
    <Typography.Title level={1} className="admin-page-title" data-testid={testId}>
      {children}
    </Typography.Title>
  );
}
