import { Button, Input, Space } from 'antd';
import { useState } from 'react';
import { useT } from '../../../app';
import { PackagePicker } from '../picker/PackagePicker';
import type { Named } from './packageForm';

interface Props {
  /** The form item's id, for its label. */
  id?: string;
  value?: Named | null;
  onChange?: (value: Named | null) => void;
  tasktype: number;
  packageId: string;
  disabled?: boolean;
}

/** The front package (admin §3 "front task"): none, or one package chosen in the picker. */
export function FrontPackageField({ id, value = null, onChange, tasktype, packageId, disabled }: Props) {
  const t = useT();
  const [picking, setPicking] = useState(false);
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Input id={id} readOnly value={value?.name ?? ''} placeholder={t('trainingAdmin.editor.frontpackageNone')} data-testid="package-front" />
      <Button disabled={disabled} onClick={() => setPicking(true)} data-testid="package-front-choose">
        {t('trainingAdmin.editor.choose')}
      </Button>
      {value && !disabled && <Button onClick={() => onChange?.(null)}>{t('trainingAdmin.editor.clear')}</Button>}
      {picking && (
        <PackagePicker
          tasktype={tasktype}
          excludeId={packageId}
          chosen={value}
          onCancel={() => setPicking(false)}
          onOk={(pkg) => {
            setPicking(false);
            onChange?.(pkg);
          }}
        />
      )}
    </Space.Compact>
  );
}
