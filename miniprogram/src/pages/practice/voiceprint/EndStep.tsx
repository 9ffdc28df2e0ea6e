import { Button, Text, View } from '@tarojs/components'
import type { VoiceprintStore } from '@peilian/shared'
import { useTranslate } from '../../../hooks/useTranslate'
import { goBack } from '../../../lib/navigation'
import { noticeText, useVoiceprintValue } from './useVoiceprintRegistration'

const OUTCOME_KEYS = { registered: 'voiceprint.doneRegistered', pending: 'voiceprint.donePending', autopassed: 'voiceprint.doneAutoPassed' } as const

/** Registered, waiting for the audit, or passed on its own; back to the personal centre, whose card shows it. */
export function DoneStep({ store }: { store: VoiceprintStore }) {
  const t = useTranslate()
  const outcome = useVoiceprintValue(store, (state) => state.outcome)
  return (
    <View className="vpr__step">
      <Text id="vpr-outcome" className="vpr__title">
        {outcome ? t(OUTCOME_KEYS[outcome]) : ''}
      </Text>
      <Button id="vpr-back" className="vpr__action vpr__action--primary" ariaLabel={t('nav.back')} onClick={() => void goBack()}>
        {t('nav.back')}
      </Button>
    </View>
  )
}

/** The registration broke off (refused, not enabled, the connection lost): why, and start again. */
export function FailedStep({ store }: { store: VoiceprintStore }) {
  const t = useTranslate()
  const failure = useVoiceprintValue(store, (state) => state.failure)
  return (
    <View className="vpr__step">
      <Text id="vpr-failure" className="vpr__failure">
        {noticeText(failure, t) ?? ''}
      </Text>
      <Button id="vpr-restart" className="vpr__action vpr__action--primary" ariaLabel={t('voiceprint.restart')} onClick={() => void store.getState().restart()}>
        {t('voiceprint.restart')}
      </Button>
    </View>
  )
}
