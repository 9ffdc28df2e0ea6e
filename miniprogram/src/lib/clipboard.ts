import Taro from '@tarojs/taro'

/**
 * Puts text on the clipboard; resolves false when WeChat refuses. WeChat shows its own "copied"
 * toast, which the caller's notice replaces.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await Taro.setClipboardData({ data: text })
    return true
  } catch {
    return false
  }
}
