import type { Messages } from '../messages.js';

export const noticesEn: Messages['notices'] = {
  rules: {
    linkInvalid: 'This link has expired; scan or open it again',
    accountRequired: 'Enter the account first',
    passwordRequired: 'Enter the password to confirm',
    mobileRequired: 'Enter the mobile number',
    codeRequired: 'Enter the code',
  },
  title: 'Notices',
  mine: 'Notices',
  unreadCount: '{count} unread',
  bell: 'Notices, {count} unread',
  bellNone: 'Notices',
  empty: 'No notices yet',
  readAll: 'Mark all read',
  unreadTag: 'Unread',
  more: 'Load more',
  loadFailed: 'Notices could not be loaded, please retry',
  fresh: 'New notice',
  arrived: 'New notice: {text}',
  kind: {
    taskPublished: {
      title: 'New task',
      body: 'The training task “{title}” has been published to you',
    },
    taskEnding: {
      title: 'Task ending soon',
      body: 'The training task “{title}” ends on {end}; please finish it soon',
    },
    appealAnswered: {
      title: 'Appeal answered',
      body: 'Your appeal on “{title}” has a reply',
    },
    levelUp: {
      title: 'Level up',
      body: 'Congratulations, you are now {level}',
    },
    badgeEarned: {
      title: 'Badge earned',
      body: 'Congratulations, you earned the badge “{badge}”',
    },
  },
  follow: {
    card: 'Task messages',
    subscribed: 'WeChat task messages are on',
    prompt: 'Scan to follow the official account and get task messages',
    longPress: 'Long-press the QR code to follow the official account and get task messages',
    qrLabel: 'QR code to follow the official account',
    show: 'Follow the official account',
  },
  verify: {
    title: 'Subscription verification',
    intro: 'Verify who you are and {orgname}’s task messages will come to this WeChat',
    byPassword: 'Account and password',
    bySms: 'Mobile and SMS code',
    account: 'Account',
    password: 'Password',
    submit: 'Verify',
    passed: 'Verification passed',
    failed: 'Verification failed, please retry',
    redirecting: 'Opening WeChat authorisation…',
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
