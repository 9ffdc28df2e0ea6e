import { DatePicker, Form, Radio } from 'antd';
import type { Dayjs } from 'dayjs';
import { useT } from '../../../app';
import type { PublishMode } from './publishForm';
import { pickerNow } from '../../time';

/** What the admin chose in the publish dialog: now, or at a time. */
export interface PublishChoice {
  mode: PublishMode;
  time: Dayjs | null;
}

const FORMAT = 'YYYY-MM-DD HH:mm:ss';

interface Props {
  value: PublishChoice;
  onChange: (choice: PublishChoice) => void;
  /** The time field's refusal ('' none). */
  timeError: string;
}

/** Publish now or at a chosen time (admin §4), days before today not offered. */
export function PublishFields({ value, onChange, timeError }: Props) {
  const t = useT();
  return (
    <Form layout="vertical">
      <Form.Item label={t('trainingAdmin.publish.mode')}>
        <Radio.Group
          value={value.mode}
          onChange={(event) => onChange({ ...value, mode: event.target.value as PublishMode })}
          data-testid="publish-mode"
          options={[
            { value: 'now', label: t('trainingAdmin.publish.now') },
            { value: 'scheduled', label: t('trainingAdmin.publish.scheduled') },
          ]}
        />
      </Form.Item>
      {value.mode === 'scheduled' && (
        <Form.Item
          label={t('trainingAdmin.publish.time')}
          htmlFor="publish-time"
          required
          validateStatus={timeError ? 'error' : undefined}
          help={timeError || undefined}
        >
          <DatePicker
            showTime
            format={FORMAT}
            value={value.time}
            needConfirm={false}
            placeholder={t('trainingAdmin.publish.timePlaceholder')}
            disabledDate={(day) => day.isBefore(pickerNow(), 'day')}
            onChange={(time) => onChange({ ...value, time })}
            style={{ width: 240 }}
            id="publish-time"
          />
        </Form.Item>
      )}
    </Form>
  );
}
