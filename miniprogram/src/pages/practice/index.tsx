import { useEffect, useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { createPracticeScenarioListStore } from '@peilian/shared'
import { useStore } from 'zustand'
import { Notice } from '../../components/Notice'
import { Watermark } from '../../components/Watermark'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { spokenLabel } from '../../lib/a11y'
import { openPracticeRoom } from '../../lib/navigation'
import { messageOf } from '../../services/messages'
import { fetchPracticeScenarios, phoneNetwork } from '../../services/practice'
import { PRACTICE_ZH_CN } from '../../i18n/practiceZhCN'
import { i18n } from '../../services/i18nStore'
import '../../components/training.css'
import './practice.css'

// The practice namespace's zh-CN strings travel with this subpackage.
i18n.registerZhCN('practice', PRACTICE_ZH_CN)

/**
 * Free practice, opened from the training centre or the personal centre: the organisation's enabled
 * scenarios, read again by itself when the connection comes back after a failed read.
 */
export default function ScenarioList() {
  const t = useTranslate()
  const [store] = useState(() => createPracticeScenarioListStore({ fetchScenarios: fetchPracticeScenarios }))
  const state = useStore(store)
  usePageChrome('practiceLearner.title')
  const load = () => void state.load()
  useEffect(() => {
    void store.getState().load()
    return store.getState().watch(phoneNetwork)
  }, [store])

  return (
    <View id="practice-list" className="practice-page">
      {state.status === 'loading' && <Text className="empty">{t('app.loading')}</Text>}
      {state.status === 'failed' && (
        <View>
          <Notice id="load-error" text={messageOf(t, state.failure.error, 'practiceLearner.listFailed')} />
          <Button id="retry" className="primary-action" onClick={load}>
            {t('common.retry')}
          </Button>
        </View>
      )}
      {state.status === 'ready' && state.rows.length === 0 && <Text className="empty">{t('practiceLearner.listEmpty')}</Text>}
      {state.status === 'ready' && state.rows.length > 0 && (
        <View>
          <Text className="card__meta">{t('practiceLearner.listIntro')}</Text>
          {state.rows.map((row) => (
            <View
              key={row.id}
              id={`scenario-${row.id}`}
              className="card"
              ariaRole="button"
              ariaLabel={spokenLabel(row.name, row.category, row.customername && t('practiceLearner.customer', { name: row.customername }), row.description)}
              onClick={() => void openPracticeRoom({ scenario: row.id })}
            >
              <View className="card__row">
                <Text className="card__title">{row.name}</Text>
                {row.category && <Text className="tag">{row.category}</Text>}
              </View>
              {row.customername && <Text className="card__meta">{t('practiceLearner.customer', { name: row.customername })}</Text>}
              {row.description && <Text className="card__meta">{row.description}</Text>}
            </View>
          ))}
        </View>
      )}
      <Watermark />
    </View>
  )
}
