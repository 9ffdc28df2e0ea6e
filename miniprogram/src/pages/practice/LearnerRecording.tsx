import { useEffect, useState } from 'react'
import { useStore } from 'zustand'
import { Text, View } from '@tarojs/components'
import { useDidHide } from '@tarojs/taro'
import { createRecordingReplayStore, type RecordingReplayStore } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { lineClip, recordingPlayer } from '../../lib/audio'
import { messageOf } from '../../services/messages'
import { downloadTurnRecording } from '../../services/practice'

/**
 * The report's player of the learner's own recordings (docs/practice.md "Learner recordings"):
 * each downloaded once for the app's run and played through an InnerAudioContext, one at a time;
 * it stops when the page is hidden or left.
 */
export function useRecordingReplay(sessionId: string): RecordingReplayStore {
  const [store] = useState(() =>
    createRecordingReplayStore({
      load: (seq) => lineClip(`recording|${sessionId}|${seq}`, () => downloadTurnRecording(sessionId, seq)),
      player: recordingPlayer,
    }),
  )
  useDidHide(() => store.getState().stop())
  useEffect(() => () => store.getState().stop(), [store])
  return store
}

/** The play/stop toggle of one spoken turn's recording, and why it could not play. */
export function LearnerRecording({ replay, seq }: { replay: RecordingReplayStore; seq: number }) {
  const t = useTranslate()
  const playing = useStore(replay, (state) => state.playing === seq)
  const loading = useStore(replay, (state) => state.loading === seq)
  const failure = useStore(replay, (state) => state.failures[seq])
  const label = loading ? 'practiceLearner.recording.loading' : playing ? 'practiceLearner.recording.stop' : 'practiceLearner.recording.play'
  return (
    <View className="practice-recording">
      <Text id={`recording-${seq}`} className={`practice-play${playing ? ' practice-play--on' : ''}`} onClick={() => void replay.getState().toggle(seq)}>
        {t(label)}
      </Text>
      {failure && (
        <Text id={`recording-error-${seq}`} className="practice-notice">
          {messageOf(t, failure.error, 'practiceLearner.recording.failed')}
        </Text>
      )}
    </View>
  )
}
