import type { Messages } from '../messages.js';

export const levelsEn: Messages['levels'] = {
  title: 'Levels and badges',
  tabLevels: 'Levels',
  tabBadges: 'Badges',
  actions: 'Actions',
  edit: 'Edit',
  delete: 'Delete',
  saved: 'Saved',
  deleted: 'Deleted',
  upload: 'Upload image',
  remove: 'Remove',
  level: {
    add: 'Add level',
    edit: 'Edit level',
    name: 'Level name',
    icon: 'Level icon',
    experience: 'Upgrade experience',
    experienceHint: 'A learner reaches this level at this much experience (0–9999)',
    deleteConfirm: 'Delete the level "{name}"?',
  },
  badge: {
    add: 'Add badge',
    edit: 'Edit badge',
    name: 'Badge name',
    icon: 'Badge icon',
    image: 'Badge image',
    condition: 'Condition',
    count: 'Count',
    sort: 'Order',
    enabled: 'Enabled',
    awarded: 'Holders',
    deleteConfirm: 'Delete the badge "{name}"? Learners who earned it will no longer see it.',
    conditions: {
      loginStreak: 'Login streak',
      trainingCompleted: 'Training completed',
      profileComplete: 'Profile complete',
    },
    conditionText: {
      loginStreak: 'Signed in {count} days in a row',
      trainingCompleted: 'Completed {count} training packages',
      profileComplete: 'Complete profile (name, avatar, sex, mobile)',
    },
  },
  rules: {
    nameRequired: 'Enter a name',
    experienceRange: 'Upgrade experience must be a whole number from {min} to {max}',
    conditionInvalid: 'Choose a condition',
    countRange: 'The count must be a whole number from {min} to {max}',
    sortRange: 'The order must be a whole number from {min} to {max}',
    iconInvalid: 'The image is not valid; upload it again',
  },
};

export const levelsErrorsEn: Messages['errors']['levels'] = {
  levelNotFound: 'The level does not exist',
  badgeNotFound: 'The badge does not exist',
  experienceTaken: 'A level already starts at {experience} experience; choose another value',
  tooMany: 'At most {max} can be set',
};
