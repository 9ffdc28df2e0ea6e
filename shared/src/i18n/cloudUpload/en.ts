import type { Messages } from '../messages.js';

export const cloudUploadErrorsEn: Messages['errors']['cloudUpload'] = {
  credentialsDisabled: 'Temporary object-storage credentials are not enabled here; upload through the server',
  credentialsFailed: 'Could not get temporary object-storage credentials; please try again later',
};
