import { Button, Text, View } from '@tarojs/components'
import type { InviteJoinStore } from '@peilian/shared'
import { useStore } from 'zustand'
import { useTranslate } from '../../hooks/useTranslate'
import { goBack } from '../../lib/navigation'

/**
 * Joined: the account is the mobile number, signing in with the password just chosen. Back to the
 * login page (opened by a QR code, there is none behind: it opens instead).
 */
export function Joined({ store }: { store: InviteJoinStore }) {
  const t = useTranslate()
  const orgname = useStore(store, (state) => state.invite?.orgname ?? '')
  const account = useStore(store, (state) => state.account)
  return (
    <View className="invite-joined">
      <View className="invite-joined__mark">
        <Text>✓</Text>
      </View>
      <Text id="invite-joined" className="invite-joined__title">
        {t('mini.join.joined', { orgname })}
      </Text>
      <Text className="invite-joined__hint">{t('mini.join.joinedHint', { account })}</Text>
      <Button id="invite-to-login" className="primary-button" onClick={() => void goBack()}>
        {t('mini.join.toLogin')}
      </Button>
    </View>
  )
}
