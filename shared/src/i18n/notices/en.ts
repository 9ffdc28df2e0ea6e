import type { Messages } from '../messages.js';

export const noticesEn: Messages['notices'] = {
  rules: {
    linkInvalid: 'This link has expired; scan or open it again',
    accountRequired: 'Enter the account first',
    passwordRequired: 'Enter the password to confirm',
    mobileRequired: 'Enter the mobile number',
    codeRequired: 'Enter the code',
  },
  message: {
    taskPublished: 'A new training task for you: {title}',
    taskEnding: 'A training task ends soon, please complete it: {title}',
    appealAnswered: 'Your appeal has been answered: {title}',
    levelUp: 'Congratulations, you reached {level}',
    badgeEarned: 'Congratulations, you earned the badge {badge}',
    remark: 'Tap to see the details',
  },
};

export const noticesErrorsEn: Messages['errors']['notices'] = {
  notFound: 'This notice does not exist',
  linkInvalid: 'This link has expired; verification failed, please retry',
  unavailable: 'This organisation does not send task messages through WeChat',
};
