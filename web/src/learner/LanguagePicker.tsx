import { LANGUAGE_LABELS, LANGUAGES, type Language } from '@peilian/shared';
import { Button, Popover } from 'antd-mobile';
import { useLanguage, useT } from '../app/hooks';
import { changeLanguage } from '../app/session';

const ACTIONS = LANGUAGES.map((language) => ({ key: language, text: LANGUAGE_LABELS[language] }));

/** zh-CN / zh-TW / en selector of the learner area and the login page. */
export function LanguagePicker() {
  const t = useT();
  const language = useLanguage();
  return (
    <Popover.Menu actions={ACTIONS} trigger="click" placement="bottom-end" onAction={(action) => void changeLanguage(action.key as Language)}>
      {/* The name holds the visible label, so a voice user can say what they see. */}
      <Button size="mini" fill="none" aria-label={`${t('language.label')} ${LANGUAGE_LABELS[language]}`} data-testid="language-selector">
        {LANGUAGE_LABELS[language]}
      </Button>
    </Popover.Menu>
  );
}
