import Taro from '@tarojs/taro'

/** The one-time code `wx.login` hands out; the server trades it for the openid (code2session). */
export async function wechatLoginCode(): Promise<string> {
  const { code } = await Taro.login()
  if (!code) throw new Error('wx.login returned no code')
  return code
}
