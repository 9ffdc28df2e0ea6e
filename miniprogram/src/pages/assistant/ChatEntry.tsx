import { Button, Text, View } from '@tarojs/components'
import type { ChatEntry as Entry, ChatStore } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { messageOf } from '../../services/messages'
import { Answer } from './Answer'

/** One question of the conversation: the learner's words, then the answer, the wait, or the failure with a retry. */
export function ChatEntry({ entry, store }: { entry: Entry; store: ChatStore }) {
  const t = useTranslate()
  return (
    <View className="chat__entry">
      <Text id={`chat-question-${entry.id}`} className="chat__question">
        {entry.question}
      </Text>
      <View className="chat__reply">
        {entry.status === 'pending' && <Text id={`chat-pending-${entry.id}`}>{t('assistant.chat.thinking')}</Text>}
        {entry.status === 'answered' && entry.answer && <Answer answer={entry.answer} entryId={entry.id} />}
        {entry.status === 'failed' && (
          <View className="chat__failed">
            <Text id={`chat-failed-${entry.id}`}>
              {t('assistant.chat.failed')}: {messageOf(t, entry.error, 'errors.unknown')}
            </Text>
            <Button id={`chat-retry-${entry.id}`} className="assistant__action" onClick={() => void store.getState().retry(entry.id)}>
              {t('assistant.chat.retry')}
            </Button>
          </View>
        )}
      </View>
    </View>
  )
}
