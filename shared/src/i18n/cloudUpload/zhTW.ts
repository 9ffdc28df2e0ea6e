import type { Messages } from '../messages.js';

export const cloudUploadErrorsZhTW: Messages['errors']['cloudUpload'] = {
  credentialsDisabled: '本部署未啟用物件儲存臨時憑證，請透過伺服器上傳',
  credentialsFailed: '取得物件儲存臨時憑證失敗，請稍後重試',
};
