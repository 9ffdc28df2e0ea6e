import { RECYCLE_DAYS } from '@peilian/shared';
import { Button, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useT } from '../../app';
import { DaysInput } from '../blocks/DaysInput';
import { SaveErrors } from '../blocks/useSaveAction';
import { useSettingSave } from '../settings';

/** The days the recycle bin keeps a deletion before the purge deletes it for good (`days`: the saved value). */
export function RecycleDaysForm({ days: saved }: { days: number | undefined }) {
  const t = useT();
  const { saving, errors, saved: done, changed, submit } = useSettingSave('recycleBin', 'setDays');
  const [days, setDays] = useState<number | null>(saved ?? RECYCLE_DAYS.default);

  useEffect(() => {
    if (saved !== undefined) setDays(saved);
  }, [saved]);

  return (
    <Space wrap>
      <DaysInput
        label={t('recycleBin.days')}
        range={RECYCLE_DAYS}
        value={days}
        onChange={(value) => {
          setDays(value);
          changed();
        }}
        testId="recycle-bin-days"
      />
      <Button
        loading={saving}
        disabled={saved === undefined}
        onClick={() => void submit(async () => ({ days: days ?? 0 }))}
        data-testid="recycle-bin-days-save"
      >
        {t('recycleBin.save')}
      </Button>
      {done && days !== null && <Typography.Text type="success">{t('recycleBin.daysSaved', { days })}</Typography.Text>}
      <SaveErrors errors={errors} testId="recycle-bin-days-errors" />
    </Space>
  );
}
