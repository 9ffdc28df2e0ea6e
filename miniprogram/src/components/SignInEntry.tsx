import { Button, Text, View } from '@tarojs/components'
import { useTranslate } from '../hooks/useTranslate'
import { openLogin } from '../lib/navigation'
import './form.css'

/** What a tab page shows in place of its content when nobody is signed in: who the app is for, and sign-in. */
export function SignInEntry() {
  const t = useTranslate()
  return (
    <View className="sign-in">
      <Text id="audience" className="sign-in__audience">
        {t('mini.audience')}
      </Text>
      <Button id="sign-in" className="primary-button" onClick={() => void openLogin()}>
        {t('login.title')}
      </Button>
    </View>
  )
}
