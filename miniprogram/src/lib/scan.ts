import Taro from '@tarojs/taro'

/**
 * The text of a code the learner scans with WeChat's scanner (a QR code or a bar code); null when
 * they close the scanner or it reads nothing.
 */
export async function scanText(): Promise<string | null> {
  try {
    const { result } = await Taro.scanCode({ onlyFromCamera: false })
    return result || null
  } catch {
    return null
  }
}
