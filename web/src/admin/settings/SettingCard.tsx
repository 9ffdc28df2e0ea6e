import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';

/** One setting of 系统设置: a card with its heading (a level-2 title, for the page's outline) and its explanation. */
export function SettingCard({ title, help, testId, children }: { title: string; help: string; testId: string; children: ReactNode }) {
  return (
    <Card
      title={
        <Typography.Title level={2} style={{ margin: 0, fontSize: 16 }}>
          {title}
        </Typography.Title>
      }
      style={{ marginBottom: 16 }}
      data-testid={testId}
    >
      <Typography.Paragraph type="secondary">{help}</Typography.Paragraph>
      {children}
    </Card>
  );
}
