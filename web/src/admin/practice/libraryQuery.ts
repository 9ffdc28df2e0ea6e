import type { Translate } from '@peilian/shared';

/** The options of a status filter (the URL's `disabled`: '' all, '0' enabled, '1' disabled). */
export function disabledOptions(t: Translate) {
  return [
    { value: '', label: t('practiceWeb.common.allStatuses') },
    { value: '0', label: t('practiceWeb.common.enabled') },
    { value: '1', label: t('practiceWeb.common.disabled') },
  ];
}

/** The URL parameter of the word libraries' tab, kept beside the tab's own query. */
export const WORDS_TAB = 'tab';
