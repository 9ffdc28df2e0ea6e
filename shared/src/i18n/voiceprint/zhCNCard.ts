/**
 * The personal centre's voiceprint card — part of the `voiceprint` section of the zh-CN source, in
 * a module of its own so the mini-program's main package, whose personal centre shows the card,
 * bundles it without the registration's strings only its subpackage shows.
 */
export const voiceprintCardZhCN = {
  notEnabled: '声纹功能未开启',
  title: '我的声纹',
  registered: '已注册声纹',
  unregistered: '未注册声纹',
  pendingAudit: '重新注册的声纹正在审核',
  registeredAt: '注册于{date}',
  register: '注册声纹',
  reRegister: '重新注册',
  unbind: '解除声纹',
  unbindConfirm: '解除后将不能使用声纹登录，确定解除吗？',
  unbound: '声纹已解除',
  privacy: '声纹仅用于验证您本人身份，录音和声纹特征保存在您所在企业的数据中，您可以随时解除。',
} as const;
