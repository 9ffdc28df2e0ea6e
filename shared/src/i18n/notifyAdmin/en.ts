import type { Messages } from '../messages.js';

export const notifyAdminEn: Messages['notifyAdmin'] = {
  rules: {
    subjectRequired: 'Enter a subject',
    subjectTooLong: 'The subject is at most {max} characters',
    methodInvalid: 'Choose a push method',
    periodInvalid: 'Choose a period',
    sendTimeInvalid: 'Choose a send time (hh:mm)',
    weekdayInvalid: 'Choose the day of the week to send on',
    monthdayInvalid: 'The day of the month is 1 to 28',
    recipientsRequired: 'Enter the recipients',
    recipientsTooMany: 'At most {max} recipients',
    recipientInvalid: 'Not a valid e-mail address: {address}',
    contentRequired: 'Enter the content',
    contentTooLong: 'The content is at most {max} characters',
    variableUnknown: 'Unknown variable: {name}',
    scopeInvalid: 'Choose valid attachment scopes',
    hostInvalid: 'The mail server address is not valid',
    portInvalid: 'The port is a whole number from 1 to 65535',
    securityInvalid: 'Choose the encryption',
    accountTooLong: 'The account is at most {max} characters',
    fromInvalid: 'The sender address is not a valid e-mail address',
    passwordTooLong: 'The password is at most {max} characters',
    webhookInvalid: 'Enter the enterprise WeChat robot address starting with http:// or https://',
    urlInvalid: 'Enter a link starting with http:// or https://',
  },
};
