import { Button, Text, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import { Notice } from '../../components/Notice'
import { PrivacyPopup } from '../../components/PrivacyPopup'
import { Watermark } from '../../components/Watermark'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { goBack } from '../../lib/navigation'
import { messageOf } from '../../services/messages'
import { useSession } from '../../stores/session'
import { EXAM_ZH_CN } from '../../i18n/examZhCN'
import { i18n } from '../../services/i18nStore'
import { ExamCover } from './ExamCover'
import { ExamResult } from './ExamResult'
import { ExamTaking } from './ExamTaking'
import { useExamSession } from './useExamSession'
import '../../components/training.css'
import './index.css'

// The exam namespace's zh-CN strings travel with this subpackage.
i18n.registerZhCN('exam', EXAM_ZH_CN)

/**
 * The learner's exam (an exam child task, `?id=<child task>`): the cover, answering with every
 * answer kept in WeChat storage the moment it is given and synced to the server, and the result.
 */
export default function ExamPage() {
  const t = useTranslate()
  const childId = useRouter().params.id ?? ''
  const userId = useSession((state) => state.user?.id ?? '')
  const { phase, load, begin } = useExamSession(userId, childId)
  usePageChrome('examLearner.title')

  let body
  if (phase.kind === 'loading') body = <Text className="empty">{t('examLearner.loading')}</Text>
  else if (phase.kind === 'cover') body = <ExamCover cover={phase.cover} onStart={() => void begin(phase.cover.key)} />
  else if (phase.kind === 'taking') body = <ExamTaking key={phase.start.key} start={phase.start} attempt={phase.attempt} fromCache={phase.fromCache} />
  else if (phase.kind === 'result') {
    const cover = phase.cover
    body = (
      <ExamResult
        result={phase.result}
        childId={childId}
        timedOut={phase.timedOut}
        history={phase.history}
        canRetake={!!cover?.canStart && cover.status !== 'inProgress'}
        onRetake={() => void begin(cover?.key ?? '')}
        onBack={() => void goBack()}
      />
    )
  } else
    body = (
      <View>
        <Notice id="load-error" text={phase.error ? messageOf(t, phase.error, 'examLearner.loadFailed') : t('examLearner.loadFailed')} />
        <Button id="retry" className="primary-action" onClick={() => void load()}>
          {t('common.retry')}
        </Button>
      </View>
    )

  return (
    <View className="exam-page">
      {body}
      <Watermark />
      {/* Copying the printable result's link is a privacy-listed call (the clipboard). */}
      <PrivacyPopup />
    </View>
  )
}
