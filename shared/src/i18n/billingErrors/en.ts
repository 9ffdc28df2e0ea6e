import type { Messages } from '../messages.js';

export const billingErrorsEn: Messages['errors']['billing'] = {
  disabled: 'The private edition has no billing',
  orgNotFound: 'The organisation does not exist',
  noteRequired: 'An adjustment, freeze or release needs a reason',
  freezeTooMuch: 'No more can be frozen than the cash balance',
  unfreezeTooMuch: 'No more can be released than is frozen',
  negativeNotAdjust: 'Only an adjustment can take money away',
};
