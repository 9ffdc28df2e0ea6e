import { Typography } from 'antd';
import type { ReactNode } from 'react';

/** A card's title on a details page: an h2 under the page's h1, at a card title's size. */
export function SectionTitle({ children }: { children: ReactNode }) {
  return (
    <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
      {children}
    </Typography.Title>
  );
}
