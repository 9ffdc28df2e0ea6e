import { useT } from '../app';
import { MICROPHONE_MESSAGES, requestMicrophone } from './microphone';
import { FocusedDialog } from '../components/dialogs';

interface Props {
  visible: boolean;
  onClose: () => void;
  /** The outcome to show: granted, or the translated reason it failed. */
  onResult: (result: { granted: true } | { granted: false; message: string }) => void;
}

/**
 * The microphone-consent dialog of the mock page (spec §2.6): practice needs the microphone. Allow
 * asks the browser once (`getUserMedia({audio: true})`) and releases the device at once.
 */
export function MicrophoneConsent({ visible, onClose, onResult }: Props) {
  const t = useT();
  const text = useT();
  const allow = async () => {
    const issue = await requestMicrophone(navigator.mediaDevices);
    onResult(issue ? { granted: false, message: t(MICROPHONE_MESSAGES[issue]) } : { granted: true });
  };
  return (
    <FocusedDialog
      visible={visible}
      title={text('microphone.title')}
      content={<div data-testid="microphone-consent">{text('microphone.explain')}</div>}
      closeOnAction
      onClose={onClose}
      onAction={(action) => (action.key === 'allow' ? allow() : undefined)}
      actions={[
        [
          { key: 'deny', text: text('microphone.deny') },
          { key: 'allow', text: text('microphone.allow'), bold: true },
        ],
      ]}
    />
  );
}
