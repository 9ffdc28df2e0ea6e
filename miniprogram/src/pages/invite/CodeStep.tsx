import { useState } from 'react'
import { Button, View } from '@tarojs/components'
import type { InviteJoinStore } from '@peilian/shared'
import { useStore } from 'zustand'
import { Field } from '../../components/Field'
import { Notice } from '../../components/Notice'
import { useTranslate } from '../../hooks/useTranslate'
import { scanText } from '../../lib/scan'
import { messageOf } from '../../services/messages'
import { codeInText } from './inviteCode'

interface CodeStepProps {
  store: InviteJoinStore
  /** The code the page was opened with, shown while it is looked up and after a refusal. */
  initial: string
}

/** The code typed or scanned (a QR code of the invite link, or the code itself), and why the last one was refused. */
export function CodeStep({ store, initial }: CodeStepProps) {
  const t = useTranslate()
  const status = useStore(store, (state) => state.status)
  const failure = useStore(store, (state) => state.failure)
  const [code, setCode] = useState(initial)

  async function scan(): Promise<void> {
    const text = await scanText()
    if (text === null) return
    const found = codeInText(text)
    setCode(found)
    await store.getState().open(found)
  }

  return (
    <View className="invite">
      <Notice text={status === 'failed' ? messageOf(t, failure, 'errors.unknown') : null} />
      <Field id="invite-code" label={t('mini.join.codeLabel')} placeholder={t('mini.join.codePlaceholder')} value={code} onInput={setCode} maxlength={8} />
      <Button id="invite-find" className="primary-button" loading={status === 'loading'} onClick={() => void store.getState().open(code)}>
        {t('mini.join.findCode')}
      </Button>
      <Button id="invite-scan" className="plain-button" onClick={() => void scan()}>
        {t('mini.join.scan')}
      </Button>
    </View>
  )
}
