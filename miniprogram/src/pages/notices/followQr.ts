import Taro from '@tarojs/taro'
import qrcode from 'qrcode-generator'

/**
 * The follow link drawn as a QR image in the user data folder (a file, which WeChat's long-press
 * menu can read; a data URL it cannot): a GIF from qrcode-generator, byte mode, error level M.
 */
export function writeFollowQr(url: string): string {
  const code = qrcode(0, 'M')
  code.addData(url, 'Byte')
  code.make()
  const base64 = code.createDataURL(8, 16).replace(/^data:image\/gif;base64,/, '')
  const path = `${Taro.env.USER_DATA_PATH}/follow-qr.gif`
  Taro.getFileSystemManager().writeFileSync(path, base64, 'base64')
  return path
}
