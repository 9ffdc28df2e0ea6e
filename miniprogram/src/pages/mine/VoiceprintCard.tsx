import { Button, Text, View } from '@tarojs/components'
import { zonedDay } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { confirm, toast } from '../../lib/feedback'
import { openVoiceprintRegistration } from '../../lib/navigation'
import { messageOf } from '../../services/messages'
import { useTimeZone } from '../../stores/session'
import { useMyVoiceprint, type MyVoiceprint } from './useMyVoiceprint'

/** Registered (on its day), or none; and a re-registration waiting for the audit. */
function statusText(t: ReturnType<typeof useTranslate>, mine: MyVoiceprint, zone: string): string {
  const parts = [t(mine.registered ? 'voiceprint.registered' : 'voiceprint.unregistered')]
  if (mine.registered && mine.createdate > 0) parts.push(t('voiceprint.registeredAt', { date: zonedDay(mine.createdate, zone) }))
  if (mine.pending) parts.push(t('voiceprint.pendingAudit'))
  return parts.join(' · ')
}

/**
 * The personal centre's voiceprint card (learner §2.3): without a provider or switched off, only
 * "not enabled"; else the status, register or re-register (the registration page), unbind after a
 * confirmation, and the privacy text.
 */
export function VoiceprintCard() {
  const t = useTranslate()
  const zone = useTimeZone()
  const { mine, unbind } = useMyVoiceprint()
  if (!mine) return null

  async function askUnbind(): Promise<void> {
    if (!(await confirm(t, t('voiceprint.unbindConfirm'), { confirm: 'common.confirm', cancel: 'common.cancel' }))) return
    try {
      await unbind()
      toast(t('voiceprint.unbound'))
    } catch (error) {
      toast(messageOf(t, error, 'errors.unknown'))
    }
  }

  const registerLabel = t(mine.registered ? 'voiceprint.reRegister' : 'voiceprint.register')
  return (
    <View id="vpr-card" className="mine__section">
      <Text className="mine__label">{t('voiceprint.title')}</Text>
      {!mine.enabled ? (
        <Text id="vpr-status">{t('voiceprint.notEnabled')}</Text>
      ) : (
        <View className="mine__vpr">
          <Text id="vpr-status">{statusText(t, mine, zone)}</Text>
          <View className="mine__vpr-actions">
            <Button id="vpr-register" className="mine__vpr-button" type="primary" ariaLabel={registerLabel} onClick={() => void openVoiceprintRegistration()}>
              {registerLabel}
            </Button>
            {(mine.registered || mine.pending) && (
              <Button id="vpr-unbind" className="mine__vpr-button" type="warn" plain ariaLabel={t('voiceprint.unbind')} onClick={() => void askUnbind()}>
                {t('voiceprint.unbind')}
              </Button>
            )}
          </View>
          <Text className="mine__vpr-privacy">{t('voiceprint.privacy')}</Text>
        </View>
      )}
    </View>
  )
}
