import { Button, Image, Text, View } from '@tarojs/components'
import { useEffect, useState } from 'react'
import { useTranslate } from '../../hooks/useTranslate'
import { writeFollowQr } from './followQr'
import { loadFollow, type FollowState } from './noticesApi'

/**
 * The task-message follow (§3 subscription setting): when the organisation sends task messages
 * through the official account and this learner has not followed it, a button opening the QR
 * popover — the QR to long-press and the follow prompt; once followed, a line saying so.
 */
export function FollowSection() {
  const t = useTranslate()
  const [state, setState] = useState<FollowState>({ kind: 'none' })
  const [qr, setQr] = useState<string | null>(null)
  useEffect(() => {
    loadFollow().then(setState, () => undefined)
  }, [])

  if (state.kind === 'none') return null
  if (state.kind === 'subscribed')
    return (
      <Text id="follow-subscribed" className="notices__follow">
        {t('notices.follow.subscribed')}
      </Text>
    )
  return (
    <View className="notices__follow">
      <Text>{t('notices.follow.prompt')}</Text>
      <Button id="follow-open" className="secondary-action" onClick={() => setQr(writeFollowQr(state.url))}>
        {t('notices.follow.show')}
      </Button>
      {qr && (
        <View id="follow-popover" className="notices__popover" ariaRole="dialog" ariaLabel={t('notices.follow.card')}>
          <Image id="follow-qr" className="notices__qr" src={qr} showMenuByLongpress ariaLabel={t('notices.follow.qrLabel')} />
          <Text>{t('notices.follow.longPress')}</Text>
          <Button id="follow-close" className="secondary-action" onClick={() => setQr(null)}>
            {t('common.close')}
          </Button>
        </View>
      )}
    </View>
  )
}
