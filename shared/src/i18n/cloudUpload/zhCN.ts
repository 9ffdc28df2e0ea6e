/** The direct uploads' server errors (`errors.cloudUpload.*`, docs/media.md). */
export const cloudUploadErrorsZhCN = {
  credentialsDisabled: '本部署未启用对象存储临时凭证，请通过服务器上传',
  credentialsFailed: '获取对象存储临时凭证失败，请稍后重试',
} as const;
