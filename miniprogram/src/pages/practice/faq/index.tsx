import { useState } from 'react'
import { Button, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { useStore } from 'zustand'
import { Notice } from '../../../components/Notice'
import { Watermark } from '../../../components/Watermark'
import { PrivacyPopup } from '../../../components/PrivacyPopup'
import { usePageChrome } from '../../../hooks/usePageChrome'
import { useTranslate } from '../../../hooks/useTranslate'
import { FAQ_ZH_CN } from '../../../i18n/faqZhCN'
import { PRACTICE_ZH_CN } from '../../../i18n/practiceZhCN'
import { goBack } from '../../../lib/navigation'
import { messageOf } from '../../../services/messages'
import { i18n } from '../../../services/i18nStore'
import { Asking } from './Asking'
import { Summary } from './Summary'
import { useFaqDrill } from './useFaqDrill'
import '../../../components/training.css'
import '../practice.css'
import './faq.css'

// The practice namespace's zh-CN strings travel with this subpackage: quick Q&A's own and the customer's emotions.
i18n.registerZhCN('practice', PRACTICE_ZH_CN)
i18n.registerZhCN('practice', FAQ_ZH_CN)

/** One drill, from loading to its summary. */
function Drill({ childTaskId, checkinId, onAgain }: { childTaskId: string; checkinId: string; onAgain: (() => void) | null }) {
  const t = useTranslate()
  const store = useFaqDrill(childTaskId, checkinId)
  const phase = useStore(store, (state) => state.phase)
  const drill = useStore(store, (state) => state.drill)
  const failure = useStore(store, (state) => state.failure)
  // A task's drill is titled with the task; free practice with the feature's name in the learner's language.
  usePageChrome('faqLearner.title', childTaskId || checkinId ? (drill?.title ?? '') : '')

  if (phase === 'loading' || phase === 'finishing') return <Text className="empty">{t('app.loading')}</Text>
  if (phase === 'summary' && drill) return <Summary drill={drill} onAgain={onAgain} onBack={() => void goBack()} />
  if (phase !== 'failed') return <Asking store={store} />
  return (
    <View id="failed">
      <Notice id="load-error" text={messageOf(t, failure?.error, 'faqLearner.loadFailed')} />
      <Button id="retry" className="primary-action" onClick={() => void store.getState().retry()}>
        {t('faqLearner.retry')}
      </Button>
      <Button id="leave" onClick={() => void goBack()}>
        {t('faqLearner.leave')}
      </Button>
    </View>
  )
}

/**
 * Quick Q&A (learner-and-session §2.9 /user/dashboard/faq): `?childtaskid=` a quick Q&A child
 * task's drill, `?checkinid=` a check-in task's (docs/checkin.md), without either free practice from
 * the organisation's bank. Reopening resumes a child task's running drill; "再练一次" after a free or
 * check-in drill draws a new one.
 */
export default function FaqDrillPage() {
  const { params } = useRouter()
  const childTaskId = params.childtaskid ?? ''
  const checkinId = childTaskId ? '' : (params.checkinid ?? '')
  const [round, setRound] = useState(0)
  const again = childTaskId ? null : () => setRound((value) => value + 1)
  return (
    <View id="faq-page" className="faq-page">
      <Drill key={round} childTaskId={childTaskId} checkinId={checkinId} onAgain={again} />
      <Watermark />
      <PrivacyPopup />
    </View>
  )
}
