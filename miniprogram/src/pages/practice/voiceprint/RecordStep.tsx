import { Button, Text, View } from '@tarojs/components'
import type { VoiceprintStore } from '@peilian/shared'
import { Notice } from '../../../components/Notice'
import { useTranslate } from '../../../hooks/useTranslate'
import { openRecordSetting } from '../../../lib/recorder'
import { noticeText, useVoiceprintValue } from './useVoiceprintRegistration'

/**
 * Reading the text aloud (learner §2.3): start, then stop; while the recording is checked the
 * button waits. A bad recording comes back here with its quality message; a refused microphone
 * with "请先开启录音权限" and the way to the settings (WeChat asks only once).
 */
export function RecordStep({ store }: { store: VoiceprintStore }) {
  const t = useTranslate()
  const phase = useVoiceprintValue(store, (state) => state.phase)
  const text = useVoiceprintValue(store, (state) => state.text)
  const notice = useVoiceprintValue(store, (state) => state.notice)
  const recordedS = useVoiceprintValue(store, (state) => Math.floor(state.recordedMs / 1000))
  const recording = phase === 'recording'
  const waiting = phase === 'checking' || phase === 'connecting' || phase === 'idle'
  const label = waiting ? t(phase === 'checking' ? 'voiceprint.registering' : 'voiceprint.connecting') : t(recording ? 'voiceprint.stop' : 'voiceprint.start')
  const press = () => void (recording ? store.getState().stopRecording() : store.getState().startRecording())
  const denied = notice !== null && 'key' in notice && notice.key === 'microphone.checkPermission'
  return (
    <View className="vpr__step">
      <Text className="vpr__hint">{recording ? t('voiceprint.recording') : t('voiceprint.readHint')}</Text>
      <Text id="vpr-text" className="vpr__text">
        {text}
      </Text>
      {recording && (
        <Text id="vpr-recorded" className="vpr__hint">
          {t('voiceprint.recordedSeconds', { seconds: recordedS })}
        </Text>
      )}
      <Notice id="vpr-notice" text={noticeText(notice, t)} />
      {denied && (
        <Button id="vpr-mic-settings" className="vpr__action" ariaLabel={t('practiceLearner.micSettings')} onClick={() => void openRecordSetting()}>
          {t('practiceLearner.micSettings')}
        </Button>
      )}
      <Button
        id={recording ? 'vpr-stop' : 'vpr-start'}
        className="vpr__action vpr__action--primary"
        loading={waiting}
        disabled={waiting}
        ariaLabel={label}
        onClick={press}
      >
        {label}
      </Button>
    </View>
  )
}
