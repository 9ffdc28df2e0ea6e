import { Text, View } from '@tarojs/components'
import { dialogue, type MessageKey, type PracticeCustomerLine } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { audioOf, noticeOf, playClip } from '../../lib/audio'

interface Props {
  line: PracticeCustomerLine
  /** Element id of the replay button; the line is listed without one when absent. */
  id: string
}

/** A customer's line: its text, emotion, a replay button when its audio came, the text-only notice when it did not. */
export function CustomerLine({ line, id }: Props) {
  const t = useTranslate()
  const src = audioOf(line)
  const notice = noticeOf(line)
  const emotion = dialogue.EMOTIONS[line.emotion]
  return (
    <View className='practice-line practice-line--customer'>
      <View className='practice-bubble'>
        <Text className='practice-line__text'>{line.text}</Text>
        {emotion && emotion !== 'normal' && <Text className='practice-emotion'>{t(`dialogue.emotions.${emotion}` as MessageKey)}</Text>}
        {src && (
          <Text id={`play-${id}`} className='practice-play' onClick={() => void playClip(src)}>
            {t('practiceLearner.play')}
          </Text>
        )}
      </View>
      {notice && !src && <Text className='practice-notice'>{notice}</Text>}
    </View>
  )
}
