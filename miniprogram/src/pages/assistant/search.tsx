import { useEffect } from 'react'
import { Button, Input, Text, View } from '@tarojs/components'
import { useReachBottom } from '@tarojs/taro'
import { assistantZhCN } from '@peilian/shared/i18n/zhCNSections'
import { useStore } from 'zustand'
import { Notice } from '../../components/Notice'
import { Watermark } from '../../components/Watermark'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { messageOf } from '../../services/messages'
import { i18n } from '../../services/i18nStore'
import { useSession } from '../../stores/session'
import { searchOf } from './assistantApi'
import './assistant.css'

i18n.registerZhCN('training', { assistant: assistantZhCN })

/** The knowledge search: the banner, the box (text required), the passages found page by page, the last ten searches. */
export default function Search() {
  const t = useTranslate()
  const userId = useSession((state) => state.user?.id ?? '')
  const store = searchOf(userId)
  const { draft, text, rows, total, page, failure, invalid, history, setDraft, search, clearHistory } = useStore(store)
  usePageChrome('assistant.searchPage.title')
  useReachBottom(() => void store.getState().more())
  useEffect(() => void store.getState().loadHistory(), [store])
  return (
    <View className="assistant">
      <View className="search__banner">
        <Text className="search__banner-title">{t('assistant.searchPage.title')}</Text>
        <Text>{t('assistant.searchPage.banner')}</Text>
      </View>
      <View className="chat__box">
        <Input
          id="search-input"
          className="chat__input"
          value={draft}
          maxlength={100}
          confirmType="search"
          placeholder={t('assistant.searchPage.placeholder')}
          ariaLabel={t('assistant.searchPage.box')}
          onInput={(event) => setDraft(event.detail.value)}
          onConfirm={() => void search()}
        />
        <Button id="search-submit" className="assistant__primary" onClick={() => void search()}>
          {t('assistant.searchPage.submit')}
        </Button>
        {invalid && <Notice id="search-invalid" text={t(invalid)} />}
      </View>
      {text && page > 0 && (
        <View id="search-results">
          <Text id="search-total" className="search__heading">
            {t('assistant.searchPage.total', { total })}
          </Text>
          {rows.length === 0 && <Text className="empty">{t('assistant.searchPage.empty')}</Text>}
          {rows.map((hit) => (
            <View key={hit.chunkId} id={`search-hit-${hit.chunkId}`} className="search__hit">
              <Text>{hit.snippet}</Text>
              <Text className="search__muted">
                {hit.documentName}
                {hit.page !== null ? ` · ${t('assistant.chat.page', { page: hit.page })}` : ''}
              </Text>
            </View>
          ))}
        </View>
      )}
      {failure && <Notice id="search-failed" text={messageOf(t, failure.error, 'errors.unknown')} />}
      <View className="search__history-head">
        <Text className="search__heading">{t('assistant.searchPage.history')}</Text>
        {history.length > 0 && (
          <Button id="search-history-clear" className="assistant__action" onClick={() => void clearHistory()}>
            {t('assistant.searchPage.clearHistory')}
          </Button>
        )}
      </View>
      {history.length === 0 && <Text className="search__muted">{t('assistant.searchPage.historyEmpty')}</Text>}
      <View id="search-history" className="search__history">
        {history.map((entry, i) => (
          <View
            key={entry}
            id={`search-history-${i}`}
            className="search__history-entry"
            ariaRole="button"
            ariaLabel={t('assistant.searchPage.again', { text: entry })}
            onClick={() => void search(entry)}
          >
            {entry}
          </View>
        ))}
      </View>
      <Watermark />
    </View>
  )
}
