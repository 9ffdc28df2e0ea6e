import { Text, View } from '@tarojs/components'
import { LANGUAGES, LANGUAGE_LABELS } from '@peilian/shared'
import { useSession } from '../stores/session'
import './LanguageSwitch.css'

/** A segmented switch over the interface languages; the choice persists with the session. */
export function LanguageSwitch() {
  const language = useSession((state) => state.language)
  const setLanguage = useSession((state) => state.setLanguage)
  return (
    <View className='language-switch'>
      {LANGUAGES.map((option) => (
        <View
          key={option}
          id={`language-${option}`}
          className={option === language ? 'language-switch__option language-switch__option--active' : 'language-switch__option'}
          onClick={() => setLanguage(option)}
        >
          <Text>{LANGUAGE_LABELS[option]}</Text>
        </View>
      ))}
    </View>
  )
}
