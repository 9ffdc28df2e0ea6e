import { useState } from 'react'
import { Text, View } from '@tarojs/components'
import { answerParts, type KnowledgeAnswer } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'

/** An answer with its numbered citations: each mark opens (and closes) the passage it cites, with document and page. */
export function Answer({ answer, entryId }: { answer: KnowledgeAnswer; entryId: number }) {
  const t = useTranslate()
  const [open, setOpen] = useState<number | null>(null)
  if (!answer.answered)
    return (
      <View id={`chat-not-found-${entryId}`} className="chat__answer">
        <Text className="chat__tag">{t('assistant.chat.notFound')}</Text>
        <Text>{answer.answer}</Text>
      </View>
    )
  const shown = answer.citations.find((citation) => citation.n === open)
  return (
    <View id={`chat-answer-${entryId}`} className="chat__answer">
      <View className="chat__text">
        {answerParts(answer.answer, answer.citations).map((part, i) =>
          part.kind === 'text' || !part.citation ? (
            <Text key={i}>{part.kind === 'text' ? part.text : `[${part.n}]`}</Text>
          ) : (
            <View
              key={i}
              id={`chat-cite-${entryId}-${part.n}`}
              className={open === part.n ? 'chat__cite chat__cite--open' : 'chat__cite'}
              ariaRole="button"
              ariaLabel={t('assistant.chat.cite', { n: part.n, document: part.citation.documentName })}
              onClick={() => setOpen(open === part.n ? null : part.n)}
            >
              [{part.n}]
            </View>
          ),
        )}
      </View>
      {shown && (
        <View id={`chat-passage-${entryId}`} className="chat__passage">
          <Text className="chat__passage-head">
            [{shown.n}] {shown.documentName}
            {shown.page !== null ? ` · ${t('assistant.chat.page', { page: shown.page })}` : ''}
          </Text>
          <Text>{shown.text}</Text>
        </View>
      )}
    </View>
  )
}
