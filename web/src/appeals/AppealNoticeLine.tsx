import type { AppealNotice } from '@peilian/shared';
import { useT } from '../app';
import { errorMessage } from '../lib/errorMessage';

/** Why the last submit did not go, read out as it appears: a rule broken, no connection (the reason kept), or the server's refusal. */
export function AppealNoticeLine({ id, notice }: { id?: string; notice: AppealNotice | null }) {
  const t = useT();
  const text =
    notice === null
      ? ''
      : notice.kind === 'invalid'
        ? t(notice.key)
        : notice.kind === 'offline'
          ? t('appeals.learner.notSent')
          : errorMessage(notice.error, t, 'errors.unknown');
  return (
    <div id={id} role="alert" className="appeal-notice" data-testid="appeal-notice">
      {text}
    </div>
  );
}
