import { Text, View } from '@tarojs/components'
import { LANGUAGES, LANGUAGE_LABELS, type Language } from '@peilian/shared'
import { useTranslate } from '../hooks/useTranslate'
import { toast } from '../lib/feedback'
import { identity } from '../services/app'
import { i18n, useI18n } from '../services/i18nStore'
import './LanguageSwitch.css'

/**
 * A segmented switch over the interface languages. A choice first loads the language's strings;
 * only then does it go on screen and into the session (and onto the account). A failed load says
 * so and leaves everything as it was.
 */
export function LanguageSwitch() {
  const t = useTranslate()
  const language = useI18n((state) => state.language)

  async function choose(option: Language): Promise<void> {
    const outcome = await i18n.load(option)
    if (outcome === 'failed') toast(t('language.loadFailed'))
    if (outcome !== 'loaded') return
    i18n.show(option)
    await identity.changeLanguage(option)
  }

  return (
    <View className="language-switch">
      {LANGUAGES.map((option) => (
        <View
          key={option}
          id={`language-${option}`}
          className={option === language ? 'language-switch__option language-switch__option--active' : 'language-switch__option'}
          onClick={() => void choose(option)}
        >
          <Text>{LANGUAGE_LABELS[option]}</Text>
        </View>
      ))}
    </View>
  )
}
