import { useState, type ReactNode } from 'react'
import { demandsCaptcha } from '@peilian/shared'
import { CaptchaField } from './CaptchaField'
import { useLoginKey } from './useLoginKey'

/** The graphic captcha's answer as an SMS code request carries it: the key of the image on screen and what was typed. */
export interface CaptchaAnswer {
  randomkey: string
  randomcode: string
}

/**
 * An SMS code's sender (`send`, for `SendCodeButton`) with the graphic captcha the server may ask
 * for before another code (`demandsCaptcha`: a repeated code for a number, or many from one address,
 * such as an office's Wi-Fi): `captcha`, the `CaptchaField` to show, appears once a request was
 * refused for the want of one (null until then); its answer goes with the next request, and a new
 * image follows each (keys are single use). The login's mobile tab and the invite join page use it.
 */
export function useCaptchaCode(sendCode: (mobile: string, captcha?: CaptchaAnswer) => Promise<number>): {
  send(mobile: string): Promise<number>
  captcha: ReactNode
} {
  const [demanded, setDemanded] = useState(false)
  const [answer, setAnswer] = useState('')
  const loginKey = useLoginKey(demanded, demanded)

  async function send(mobile: string): Promise<number> {
    const key = demanded ? loginKey.key : null
    try {
      return await sendCode(mobile, key ? { randomkey: key.randomkey, randomcode: answer.trim() } : undefined)
    } catch (error) {
      if (demandsCaptcha(error)) setDemanded(true)
      throw error
    } finally {
      // The key was spent: a new image for the next request.
      if (key) loginKey.renew()
      setAnswer('')
    }
  }

  const captcha = demanded && <CaptchaField value={answer} onInput={setAnswer} image={loginKey.image} onRefresh={loginKey.renew} />
  return { send, captcha }
}
