import { Button } from '@tarojs/components'
import { useTranslate } from '../../hooks/useTranslate'
import type { Voice } from './useVoice'

/**
 * After the learner refused the microphone, the way back: WeChat will not ask again, so this opens
 * the mini-program's settings; `onAllowed` runs when the microphone is allowed on return.
 */
export function MicSettings({ voice, onAllowed }: { voice: Voice; onAllowed(): void }) {
  const t = useTranslate()
  if (!voice.denied) return null
  const open = () => {
    void voice.openSettings().then((allowed) => {
      if (allowed) onAllowed()
    })
  }
  return (
    <Button id="mic-settings" size="mini" className="practice-mic-settings touch-mini" onClick={open}>
      {t('practiceLearner.micSettings')}
    </Button>
  )
}
