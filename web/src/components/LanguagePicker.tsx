import { LANGUAGE_LABELS, LANGUAGES, type Language } from '@peilian/shared';
import Button from 'antd-mobile/es/components/button';
import { changeLanguage, useLanguage, useT } from '../app';

const ACTIONS = LANGUAGES.map((language) => ({ key: language, text: LANGUAGE_LABELS[language] }));

/**
 * zh-CN / zh-TW / en selector of the learner area and the login page: a button opening an action
 * sheet, which loads on the first tap (it is on the sign-in page, whose first download stays lean).
 */
export function LanguagePicker() {
  const t = useT();
  const language = useLanguage();
  const choose = () =>
    void import('antd-mobile/es/components/action-sheet').then(({ default: ActionSheet }) =>
      ActionSheet.show({
        actions: ACTIONS,
        cancelText: t('common.cancel'),
        closeOnAction: true,
        onAction: (action) => void changeLanguage(action.key as Language),
      }),
    );
  return (
    // The name holds the visible label, so a voice user can say what they see.
    <Button size="mini" fill="none" onClick={choose} aria-label={`${t('language.label')} ${LANGUAGE_LABELS[language]}`} data-testid="language-selector">
      {LANGUAGE_LABELS[language]}
    </Button>
  );
}
