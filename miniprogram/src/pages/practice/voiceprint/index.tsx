import { Text, View } from '@tarojs/components'
import type { VoiceprintStore } from '@peilian/shared'
import { PrivacyPopup } from '../../../components/PrivacyPopup'
import { usePageChrome } from '../../../hooks/usePageChrome'
import { useTranslate } from '../../../hooks/useTranslate'
import { VOICEPRINT_ZH_CN } from '../../../i18n/voiceprintZhCN'
import { i18n } from '../../../services/i18nStore'
import { ConfirmStep } from './ConfirmStep'
import { DoneStep, FailedStep } from './EndStep'
import { RecordStep } from './RecordStep'
import { useVoiceprintRegistration, useVoiceprintValue } from './useVoiceprintRegistration'
import './voiceprint.css'

// The registration's strings travel with this subpackage; the main package has only the card's.
i18n.registerZhCN('common', VOICEPRINT_ZH_CN)

/** The step the store is at. */
function Step({ store }: { store: VoiceprintStore }) {
  const phase = useVoiceprintValue(store, (state) => state.phase)
  if (phase === 'confirm' || phase === 'validating') return <ConfirmStep store={store} />
  if (phase === 'done') return <DoneStep store={store} />
  if (phase === 'failed') return <FailedStep store={store} />
  return <RecordStep store={store} />
}

/**
 * Registering (or re-registering) one's voiceprint, from the personal centre's card (learner §2.3,
 * docs/voiceprint.md): read the text, pass the quality check, confirm by password or SMS code. In
 * the practice subpackage, whose socket.io client and recorder it uses.
 */
export default function VoiceprintRegistrationPage() {
  const t = useTranslate()
  const store = useVoiceprintRegistration()
  usePageChrome('voiceprint.registerTitle')
  return (
    <View id="vpr-page" className="vpr">
      <Step store={store} />
      <Text className="vpr__privacy">{t('voiceprint.privacy')}</Text>
      {/* The microphone is a privacy-listed call: its first use asks for the privacy guide. */}
      <PrivacyPopup />
    </View>
  )
}
