import type { Messages } from '../messages.js';

/** The `appealsAdmin` section in English. */
export const appealsAdminEn: Messages['appealsAdmin'] = {
  status: { '0': 'Pending', '1': 'Processing', '2': 'Upheld', '3': 'Rejected' },
  event: { submitted: 'Appeal made', accepted: 'Taken up', completed: 'Re-scored and upheld', rejected: 'Rejected' },
};
