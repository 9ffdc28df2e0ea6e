/**
 * The function keys of the word libraries. The spec puts sensitive and polite words under the
 * system settings (`api/admin/system/setting/words/...`) and hot words and synonyms under the
 * organisation; scenario authors keep them from the general voice library. Either key opens them
 * (docs/practice.md).
 */
export const WORD_FUNCTIONS = ['voicematerial', 'adminsetting'] as const;
