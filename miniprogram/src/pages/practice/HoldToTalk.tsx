import { useRef, useState } from 'react'
import { Text, View } from '@tarojs/components'
import type { CommonEvent, ITouchEvent } from '@tarojs/components'
import { useTranslate } from '../../hooks/useTranslate'
import type { Voice } from './useVoice'

/** How far up (CSS px) the finger slides from where it went down before letting go cancels the answer. */
export const CANCEL_SLIDE_PX = 60

type Press = 'up' | 'held' | 'cancelling'

interface Props {
  voice: Voice
  /** The answer as it stands: partial text replaces it while recording; a cancel puts it back. */
  draft: string
  onDraft(text: string): void
  /** The finger went down on an enabled button (the page clears its last notice). */
  onHold(): void
  disabled: boolean
}

/** Where the finger is (CSS px): Taro types a View's touch handlers with the common event, though WeChat hands over the touches. */
const yOf = (event: CommonEvent, list: 'touches' | 'changedTouches'): number | null => (event as Partial<ITouchEvent>)[list]?.[0]?.clientY ?? null

/** The finger on the hold button: down starts recording, sliding up past the line arms a cancel, letting go sends or discards. */
function useHoldPress({ voice, draft, onDraft, onHold, disabled }: Props) {
  const [press, setPress] = useState<Press>('up')
  const live = useRef({ press: 'up' as Press, startY: 0, before: '' })
  const recognising = voice.state === 'recognising'

  const show = (next: Press) => {
    live.current.press = next
    setPress(next)
  }
  const slidOff = (event: CommonEvent, list: 'touches' | 'changedTouches') => {
    const y = yOf(event, list)
    return y !== null && live.current.startY - y > CANCEL_SLIDE_PX
  }
  const down = (event: CommonEvent) => {
    if (disabled || recognising || live.current.press !== 'up') return
    live.current.startY = yOf(event, 'touches') ?? 0
    live.current.before = draft
    show('held')
    onHold()
    void voice.start()
  }
  const move = (event: CommonEvent) => {
    if (live.current.press !== 'up') show(slidOff(event, 'touches') ? 'cancelling' : 'held')
  }
  const release = (event: CommonEvent, taken: boolean) => {
    if (live.current.press === 'up') return
    const cancelled = taken || live.current.press === 'cancelling' || slidOff(event, 'changedTouches')
    show('up')
    const { before } = live.current
    // A recording already ended (the answer time ran out) keeps what it answered.
    if (cancelled) void voice.cancel().then((discarded) => discarded && onDraft(before))
    else void voice.stop()
  }

  return { press, recognising, down, move, release }
}

/**
 * WeChat's hold-to-talk: held, it records and says "release to send, slide up to cancel"; slid up
 * more than `CANCEL_SLIDE_PX` it warns that letting go cancels. A release there — or the phone
 * taking the touch away (`touchcancel`: a call) — discards the recording unheard and puts the draft
 * back as it was; a release elsewhere sends it. The partial text shows above the button.
 */
export function HoldToTalk(props: Props) {
  const { draft, disabled } = props
  const t = useTranslate()
  const { press, recognising, down, move, release } = useHoldPress(props)

  const label = press === 'up' ? 'practiceLearner.hold.talk' : press === 'held' ? 'practiceLearner.hold.release' : 'practiceLearner.hold.cancel'
  return (
    <View className="practice-hold-area">
      {press !== 'cancelling' && draft && (
        <Text id="voice-draft" className="practice-voice-draft">
          {draft}
        </Text>
      )}
      <View
        id="hold-to-talk"
        catchMove
        className={`practice-hold${press === 'held' ? ' practice-hold--held' : ''}${press === 'cancelling' ? ' practice-hold--cancel' : ''}${disabled || recognising ? ' practice-hold--disabled' : ''}`}
        onTouchStart={down}
        onTouchMove={move}
        onTouchEnd={(event) => release(event, false)}
        onTouchCancel={(event) => release(event, true)}
      >
        <Text>{t(label)}</Text>
      </View>
    </View>
  )
}

/** The switch between the hold button and the keyboard, named after the mode it switches to. */
export function InputModeSwitch({ typing, onSwitch }: { typing: boolean; onSwitch(typing: boolean): void }) {
  const t = useTranslate()
  return (
    <View id="input-mode" className="practice-mode-switch" onClick={() => onSwitch(!typing)}>
      <Text>{t(typing ? 'practiceLearner.inputMode.voice' : 'practiceLearner.inputMode.keyboard')}</Text>
    </View>
  )
}
