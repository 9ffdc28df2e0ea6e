import { Text, View } from '@tarojs/components'
import { LANGUAGES, LANGUAGE_LABELS } from '@peilian/shared'
import { identity } from '../services/app'
import { useSession } from '../stores/session'
import './LanguageSwitch.css'

/** A segmented switch over the interface languages; the choice persists with the session and on the account. */
export function LanguageSwitch() {
  const language = useSession((state) => state.language)
  return (
    <View className="language-switch">
      {LANGUAGES.map((option) => (
        <View
          key={option}
          id={`language-${option}`}
          className={option === language ? 'language-switch__option language-switch__option--active' : 'language-switch__option'}
          onClick={() => void identity.changeLanguage(option)}
        >
          <Text>{LANGUAGE_LABELS[option]}</Text>
        </View>
      ))}
    </View>
  )
}
