import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { dialogue, type MessageKey, type PracticeCustomerLine } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { audioOf, lineClip, noticeOf, playClip } from '../../lib/audio'
import { messageOf } from '../../services/messages'
import { downloadLineAudio } from '../../services/practice'

/** Where a stored line's audio is downloaded from: its session, turn (0: the opening) and position there. */
export interface LineSource {
  sessionId: string
  turn: number
  index: number
}

interface Props {
  line: PracticeCustomerLine
  /** Element id of the replay button; the line is listed without one when absent. */
  id: string
  /** A stored line: replayed from the server when the live session's audio is not at hand. */
  source?: LineSource
}

type Load = { state: 'idle' } | { state: 'loading' } | { state: 'failed'; message: string }

/**
 * A customer's line: its text, emotion, a replay button (the voice file the live session named, else —
 * for a stored line — its audio downloaded from the server), the text-only notice when it came without audio live,
 * and the AI customer's notice when its scripted line stood in for the model's.
 */
export function CustomerLine({ line, id, source }: Props) {
  const t = useTranslate()
  const [load, setLoad] = useState<Load>({ state: 'idle' })
  const live = audioOf(line)
  const notice = noticeOf(line)
  const emotion = dialogue.EMOTIONS[line.emotion]

  /** The live line's voice file, else the stored line's audio downloaded (once per line). */
  const clip = (): Promise<string> | null => {
    if (live) return live
    if (!source) return null
    const { sessionId, turn, index } = source
    return lineClip(`${sessionId}|${turn}|${index}`, () => downloadLineAudio(sessionId, turn, index))
  }

  const play = () => {
    const playing = load.state === 'loading' ? null : clip()
    if (!playing) return
    setLoad({ state: 'loading' })
    playing.then(
      (path) => {
        setLoad({ state: 'idle' })
        return playClip(path)
      },
      (error: unknown) => setLoad({ state: 'failed', message: messageOf(t, error, 'errors.network') }),
    )
  }

  return (
    <View className="practice-line practice-line--customer">
      <View className="practice-bubble">
        <Text className="practice-line__text">{line.text}</Text>
        {emotion && emotion !== 'normal' && <Text className="practice-emotion">{t(`dialogue.emotions.${emotion}` as MessageKey)}</Text>}
        {(live || source) && (
          <Text id={`play-${id}`} className="practice-play" onClick={play}>
            {t(load.state === 'loading' ? 'app.loading' : 'practiceLearner.play')}
          </Text>
        )}
      </View>
      {notice && !live && <Text className="practice-notice">{notice}</Text>}
      {load.state === 'failed' && (
        <Text id={`play-error-${id}`} className="practice-notice">
          {load.message}
        </Text>
      )}
      {line.llm === 'fallback' && (
        <Text id={`llm-fallback-${id}`} className="practice-notice">
          {t('practiceSession.notice.llmFallback')}
        </Text>
      )}
    </View>
  )
}
