import { useCallback, useEffect, useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import type { PracticeScenarioSummary } from '@peilian/shared'
import { Notice } from '../../components/Notice'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { openPracticeRoom } from '../../lib/navigation'
import { messageOf } from '../../services/messages'
import { fetchPracticeScenarios } from '../../services/practice'
import '../../components/training.css'
import './practice.css'

type State = { status: 'loading' } | { status: 'ready'; rows: PracticeScenarioSummary[] } | { status: 'failed'; message: string }

/** Free practice, opened from the personal centre: the organisation's enabled scenarios. */
export default function ScenarioList() {
  const t = useTranslate()
  const [state, setState] = useState<State>({ status: 'loading' })
  usePageChrome('practiceLearner.title')
  const load = useCallback(() => {
    setState({ status: 'loading' })
    fetchPracticeScenarios()
      .then((rows) => setState({ status: 'ready', rows }))
      .catch((error: unknown) => setState({ status: 'failed', message: messageOf(t, error, 'practiceLearner.listFailed') }))
  }, [t])
  useEffect(load, [load])

  return (
    <View id='practice-list' className='practice-page'>
      {state.status === 'loading' && <Text className='empty'>{t('app.loading')}</Text>}
      {state.status === 'failed' && (
        <View>
          <Notice id='load-error' text={state.message} />
          <Button id='retry' className='primary-action' onClick={load}>
            {t('common.retry')}
          </Button>
        </View>
      )}
      {state.status === 'ready' && state.rows.length === 0 && <Text className='empty'>{t('practiceLearner.listEmpty')}</Text>}
      {state.status === 'ready' && state.rows.length > 0 && (
        <View>
          <Text className='card__meta'>{t('practiceLearner.listIntro')}</Text>
          {state.rows.map((row) => (
            <View key={row.id} id={`scenario-${row.id}`} className='card' onClick={() => void openPracticeRoom({ scenario: row.id })}>
              <View className='card__row'>
                <Text className='card__title'>{row.name}</Text>
                {row.category && <Text className='tag'>{row.category}</Text>}
              </View>
              {row.customername && <Text className='card__meta'>{t('practiceLearner.customer', { name: row.customername })}</Text>}
              {row.description && <Text className='card__meta'>{row.description}</Text>}
            </View>
          ))}
        </View>
      )}
    </View>
  )
}
