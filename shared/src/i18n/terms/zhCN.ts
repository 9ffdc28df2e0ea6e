/**
 * The user agreement and privacy policy (`terms`, common namespace), shown by the PWA's clause
 * page and the mini-program's terms page: what is collected (voice and voiceprint, device
 * information, cookies), who clears an account, minors, where data stays, access requests, disputes.
 */
export const termsZhCN = {
  title: '用户协议和隐私政策',
  intro: '陪练是面向企业员工的培训、考试和智能语音陪练平台，账号由你所在的组织开通。使用本平台即表示你已阅读并同意本协议和隐私政策。',
  collect: '我们收集的信息：你的账号资料（姓名、手机号、所在组织、部门和岗位）、学习和考试记录、练习中的语音和文字回答。',
  voice: '语音与声纹：语音练习时，我们录制你的回答并转写为文字，用于评分和练习报告；组织开启声纹核验时，我们采集你的声纹特征，只用于确认答题的是你本人。',
  device: '设备信息与 Cookie：为保障账号安全和服务稳定，我们记录设备型号、操作系统、网络类型和登录时间，并使用 Cookie 和本地存储保持你的登录状态。',
  use: '信息的使用：以上信息只用于提供培训服务、生成学习报告和保障账号安全，不用于广告，也不出售给任何第三方；你所在组织的管理员可以查看你的学习和考试数据。',
  account: '账号清除：账号由你所在组织的系统管理员开通和清除。如需注销账号或删除数据，请联系组织的系统管理员。',
  minors: '未成年人：未满 18 周岁的用户，应在监护人同意后使用本平台。',
  storage: '存储地点：你的个人信息存储在中国大陆境内，不向境外传输。',
  rights: '你的权利：你可以查阅、更正你的个人信息，或要求我们说明其处理方式；我们在收到请求后 15 个工作日内答复。',
  disputes: '争议解决：本协议适用中华人民共和国法律；因本协议产生的争议，提交平台运营方所在地有管辖权的人民法院解决。',
  read: '已阅读',
};
