import { useEffect, useState } from 'react'
import { Button, Text, Textarea, View } from '@tarojs/components'
import { useRouter } from '@tarojs/taro'
import {
  APPEAL_LIMITS,
  APPEAL_TYPES,
  appealReasonCount,
  appealRefusalKey,
  appealStatusKey,
  createAppealRecordStore,
  type AppealNotice,
  type AppealType,
  type Translate,
} from '@peilian/shared'
import { useStore } from 'zustand'
import { Notice } from '../../components/Notice'
import { Watermark } from '../../components/Watermark'
import { usePageChrome } from '../../hooks/usePageChrome'
import { useTranslate } from '../../hooks/useTranslate'
import { goBack } from '../../lib/navigation'
import { appealsApi, appealStorage } from '../../services/appeals'
import { messageOf } from '../../services/messages'
import { useSession } from '../../stores/session'
import '../../components/training.css'
import './appeal.css'

const typeOf = (value: string | undefined): AppealType => ((APPEAL_TYPES as readonly string[]).includes(value ?? '') ? (value as AppealType) : 'practice')

function noticeText(t: Translate, notice: AppealNotice | null): string | null {
  if (!notice) return null
  if (notice.kind === 'invalid') return t(notice.key)
  if (notice.kind === 'offline') return t('appeals.learner.notSent')
  return messageOf(t, notice.error, 'errors.unknown')
}

/**
 * The appeal form of a scored record (`?type&recordid`, from its 申诉 entry): the reason (required,
 * at most 100, with its counter), the items to tick, submit; back to the record once the server has
 * it. A record already appealed shows its status (and, after a refused second appeal, why).
 */
export default function AppealForm() {
  const t = useTranslate()
  const params = useRouter().params
  const userId = useSession((state) => state.user?.id ?? '')
  const [store] = useState(() =>
    createAppealRecordStore({ type: typeOf(params.type), recordid: params.recordid ?? '', calls: appealsApi, storage: appealStorage(userId) }),
  )
  const { phase, appeal, refusal, criteria, reason, items, submitting, notice, failure, load, setReason, toggleItem, submit } = useStore(store)
  usePageChrome('appeals.learner.formTitle')
  useEffect(() => void store.getState().load(), [store])

  async function send(): Promise<void> {
    if (await submit()) void goBack()
  }

  if (phase === 'failed')
    return (
      <View className="appeal-page">
        <Notice id="form-failed" text={messageOf(t, failure?.error, 'appeals.learner.loadFailed')} />
        <Button id="form-retry" className="secondary-action" onClick={() => void load()}>
          {t('appeals.learner.retry')}
        </Button>
      </View>
    )
  if (phase !== 'ready') return <Text className="empty">{t('app.loading')}</Text>
  const refusalKey = appealRefusalKey(refusal)
  return (
    <View className="appeal-page">
      <Notice id="appeal-notice" text={noticeText(t, notice)} />
      {appeal ? (
        <Text id="form-status" className="appeal-unread">
          {t('appeals.learner.statusLabel')}：{t(appealStatusKey(appeal.status))}
        </Text>
      ) : refusal !== null ? (
        <Text id="form-refusal" className="empty">
          {t(refusalKey ?? 'appeals.refusal.notScored')}
        </Text>
      ) : (
        <View className="card">
          <Text className="appeal-fact__label">{t('appeals.learner.reasonLabel')}</Text>
          <Textarea
            id="appeal-reason"
            className="appeal-reason"
            value={reason}
            maxlength={APPEAL_LIMITS.reasonMax}
            placeholder={t('appeals.learner.reasonPlaceholder')}
            onInput={(event) => setReason(event.detail.value)}
          />
          <Text id="appeal-count" className="appeal-count">
            {appealReasonCount(reason)}
          </Text>
          {criteria.length > 0 && <Text className="appeal-fact__label">{t('appeals.learner.itemsLabel')}</Text>}
          {criteria.map((criterion, index) => {
            const ticked = items.includes(criterion.key)
            return (
              <View
                key={criterion.key}
                id={`appeal-item-${index}`}
                className="appeal-item"
                ariaRole="checkbox"
                ariaLabel={criterion.label}
                aria-checked={ticked}
                onClick={() => toggleItem(criterion.key)}
              >
                <View className={ticked ? 'agreement__box agreement__box--checked' : 'agreement__box'}>
                  <Text>{ticked ? '✓' : ''}</Text>
                </View>
                <Text>{criterion.label}</Text>
              </View>
            )
          })}
          <Text className="appeal-row__meta">{t('appeals.learner.finalHint')}</Text>
          <Button id="appeal-submit" className="primary-action" loading={submitting} disabled={submitting} onClick={() => void send()}>
            {t(submitting ? 'appeals.learner.submitting' : 'appeals.learner.submit')}
          </Button>
        </View>
      )}
      <Watermark />
    </View>
  )
}
