import { Button, Text, Textarea, View } from '@tarojs/components'
import { ApiError, type ChatEntry as Entry } from '@peilian/shared'
import { assistantZhCN } from '@peilian/shared/i18n/zhCNSections'
import { useStore } from 'zustand'
import { Notice } from '../../components/Notice'
import { Watermark } from '../../components/Watermark'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { openAssistantSearch } from '../../lib/navigation'
import { messageOf } from '../../services/messages'
import { i18n } from '../../services/i18nStore'
import { useSession } from '../../stores/session'
import { chatOf } from './assistantApi'
import { ChatEntry } from './ChatEntry'
import './assistant.css'

i18n.registerZhCN('training', { assistant: assistantZhCN })

/** The failures after which asking again cannot help: the assistant off, smart knowledge not the organisation's. */
const BLOCKING = new Set(['errors.assistant.disabled', 'errors.assistant.notDealer'])
const blockingFailure = (entries: readonly Entry[]) => {
  const last = entries.at(-1)
  return last?.status === 'failed' && last.error instanceof ApiError && last.error.key && BLOCKING.has(last.error.key) ? last.error : null
}

/** 智能知识 (a dealer organisation's learner): the knowledge chat with numbered citations, and the way to the search. */
export default function Knowledge() {
  const t = useTranslate()
  const userId = useSession((state) => state.user?.id ?? '')
  const store = chatOf(userId)
  const { entries, draft, pending, invalid, setDraft, ask, clear } = useStore(store)
  usePageChrome('assistant.chat.title')
  const blocked = blockingFailure(entries)
  return (
    <View className="assistant">
      <View className="assistant__bar">
        <Button id="assistant-search" className="assistant__action" onClick={() => void openAssistantSearch()}>
          {t('assistant.search')}
        </Button>
        <Button id="chat-clear" className="assistant__action" onClick={clear}>
          {t('assistant.chat.clear')}
        </Button>
      </View>
      <Text className="chat__intro">{t('assistant.chat.intro')}</Text>
      {entries.map((entry) => (
        <ChatEntry key={entry.id} entry={entry} store={store} />
      ))}
      {blocked ? (
        <Notice id="chat-blocked" text={messageOf(t, blocked, 'errors.unknown')} />
      ) : (
        <View className="chat__box">
          <Textarea
            id="chat-input"
            className="chat__input"
            value={draft}
            maxlength={500}
            placeholder={t('assistant.chat.placeholder')}
            ariaLabel={t('assistant.chat.question')}
            onInput={(event) => setDraft(event.detail.value)}
          />
          <Button id="chat-send" className="assistant__primary" disabled={pending} onClick={() => void ask()}>
            {t('assistant.chat.send')}
          </Button>
          {invalid && <Notice id="chat-invalid" text={t(invalid)} />}
        </View>
      )}
      <Watermark />
    </View>
  )
}
