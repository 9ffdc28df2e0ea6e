import type { Translate } from '@peilian/shared'
import Taro from '@tarojs/taro'
import type { ModalLabel } from './modalLabels'

/** A short non-blocking message (WeChat toast, text only so long texts are not cut to 7 characters). */
export function toast(text: string): void {
  Taro.showToast({ title: text, icon: 'none', duration: 2000 }).catch(() => undefined)
}

/** Asks a yes/no question; resolves true only when the user confirms. */
export async function confirm(t: Translate, content: string, labels: { confirm: ModalLabel; cancel: ModalLabel }): Promise<boolean> {
  try {
    const result = await Taro.showModal({ content, confirmText: t(labels.confirm), cancelText: t(labels.cancel) })
    return result.confirm
  } catch {
    return false
  }
}

/** A message the user must acknowledge (a single button). */
export async function alert(t: Translate, title: string, content: string, confirmText: ModalLabel): Promise<void> {
  await Taro.showModal({ title, content, confirmText: t(confirmText), showCancel: false }).catch(() => undefined)
}
