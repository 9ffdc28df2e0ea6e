/** The URL parameter of the word libraries' tab, kept beside the tab's own query. */
export const WORDS_TAB = 'tab';
