import { useT } from '../../app';
import { MessagePage } from '../../components/MessagePage';

/** /wxcall/registersucess (spec §2.6): the review has been submitted; an SMS will follow. */
export function RegisterSubmittedPage() {
  const t = useT();
  return <MessagePage message={t('mini.submitted')} tone="success" />;
}
