import Button from 'antd-mobile/es/components/button';
import type { useSendCode } from './useSendCode';

/** The send-code button, showing the resend countdown while locked. */
export function SendCodeButton({ code, onSend }: { code: ReturnType<typeof useSendCode>; onSend: () => void }) {
  return (
    <Button
      className="send-code"
      size="middle"
      color="primary"
      fill="outline"
      disabled={code.locked}
      loading={code.sending}
      onClick={(event) => {
        event.preventDefault();
        onSend();
      }}
      data-testid="send-code"
    >
      {code.label}
    </Button>
  );
}
