import Taro from '@tarojs/taro'

/** A short non-blocking message (WeChat toast, text only so long texts are not cut to 7 characters). */
export function toast(text: string): void {
  Taro.showToast({ title: text, icon: 'none', duration: 2000 }).catch(() => undefined)
}

/** Asks a yes/no question; resolves true only when the user confirms. */
export async function confirm(content: string, labels: { confirm: string; cancel: string }): Promise<boolean> {
  try {
    const result = await Taro.showModal({ content, confirmText: labels.confirm, cancelText: labels.cancel })
    return result.confirm
  } catch {
    return false
  }
}

/** A message the user must acknowledge (a single button). */
export async function alert(title: string, content: string, confirmText: string): Promise<void> {
  await Taro.showModal({ title, content, confirmText, showCancel: false }).catch(() => undefined)
}
