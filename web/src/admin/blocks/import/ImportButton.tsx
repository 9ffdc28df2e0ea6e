import { UploadOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { ImportDialog } from './ImportDialog';
import type { ImportSource } from './importWizard';

interface Props {
  source: ImportSource;
  label: string;
  testId: string;
}

/** A list's import: the button, and the one import wizard it opens. */
export function ImportButton({ source, label, testId }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button icon={<UploadOutlined />} onClick={() => setOpen(true)} data-testid={testId}>
        {label}
      </Button>
      <ImportDialog open={open} source={source} onClose={() => setOpen(false)} />
    </>
  );
}
