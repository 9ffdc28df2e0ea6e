import { Button, Typography } from 'antd';

/** A settings card's save button and, once saved and unchanged since, its note. */
export function SaveRow({
  saving,
  saved,
  onSave,
  label,
  done,
  testId,
}: {
  saving: boolean;
  saved: boolean;
  onSave: () => void;
  label: string;
  done: string;
  testId: string;
}) {
  return (
    <div style={{ marginTop: 4 }}>
      <Button type="primary" loading={saving} onClick={onSave} data-testid={testId}>
        {label}
      </Button>
      {saved && (
        <Typography.Text type="success" role="status" data-testid={`${testId}-done`}>
          {' '}
          · {done}
        </Typography.Text>
      )}
    </div>
  );
}
