import { isDealerUser } from '@peilian/shared';
import { useSession } from '../app';

/** Whether the signed-in learner's organisation is a dealer (the stored user's `dealer` flag). */
export function useDealer(): boolean {
  return useSession((state) => isDealerUser(state.user));
}
