import { Button, View } from '@tarojs/components'
import { useShareAppMessage } from '@tarojs/taro'
import { examPrintUrl, type ExamResultResponse } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { copyText } from '../../lib/clipboard'
import { API_BASE } from '../../lib/config'
import { toast } from '../../lib/feedback'
import { ROUTES } from '../../routes'

/**
 * What a learner can do with a result in WeChat (docs/decisions.md, "The mini-program in WeChat"):
 * forward it to a chat — the card says the score and opens the recipient's own training centre,
 * since a result is private — or copy the PWA's print link to print on a computer.
 */
export function ResultShare({ result, childId }: { result: ExamResultResponse; childId: string }) {
  const t = useTranslate()
  useShareAppMessage(() => ({ title: t('examLearner.shareTitle', { title: result.paper.title, score: result.score }), path: `/${ROUTES.centre}` }))

  async function copyPrintLink(): Promise<void> {
    const url = examPrintUrl(API_BASE, childId)
    toast(t((await copyText(url)) ? 'examLearner.printLinkCopied' : 'examLearner.printLinkFailed', { url }))
  }

  return (
    <View className="exam-share">
      <Button id="share-result" className="secondary-action" openType="share">
        {t('examLearner.share')}
      </Button>
      <Button id="print-link" className="secondary-action" onClick={() => void copyPrintLink()}>
        {t('examLearner.printLink')}
      </Button>
    </View>
  )
}
