import type { Messages } from '../messages.js';

export const noticesEn: Messages['notices'] = {
  rules: {
    linkInvalid: 'This link has expired; scan or open it again',
    accountRequired: 'Enter the account first',
    passwordRequired: 'Enter the password to confirm',
    mobileRequired: 'Enter the mobile number',
    codeRequired: 'Enter the code',
  },
};
