import { Button, View } from '@tarojs/components'
import { useTranslate } from '../hooks/useTranslate'
import { openLogin } from '../lib/navigation'
import './form.css'

/** What a tab page shows in place of its content when nobody is signed in. */
export function SignInEntry() {
  const t = useTranslate()
  return (
    <View className="sign-in">
      <Button id="sign-in" className="primary-button" onClick={() => void openLogin()}>
        {t('login.title')}
      </Button>
    </View>
  )
}
