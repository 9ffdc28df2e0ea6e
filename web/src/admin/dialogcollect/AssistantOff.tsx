import type { DialogCollectOptionsResponse } from '@peilian/shared';
import { Alert } from 'antd';
import { useT } from '../../app';

/** What the page says when the model or file recognition is not configured (nothing then works). */
export function AssistantOff({ options }: { options: DialogCollectOptionsResponse | undefined }) {
  const t = useT();
  if (!options || (options.model && options.recognition)) return null;
  const key = options.model ? 'errors.dialogCollect.recognitionDisabled' : 'errors.assistant.disabled';
  return <Alert type="warning" showIcon message={t(key)} style={{ marginBottom: 16 }} data-testid="collect-off" />;
}
