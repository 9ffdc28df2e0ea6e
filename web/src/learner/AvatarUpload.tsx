import { ApiError, AVATAR_UPLOAD_BYTES } from '@peilian/shared';
import { useRef, useState } from 'react';
import { learnerArea, learnerUrl, requestHeaders, useT } from '../app';
import { uploadFile } from '../lib/upload';
import { checkImageFile, IMAGE_ACCEPT } from '../lib/imageRules';
import { showToast } from '../components/toast';
import { UserAvatar } from '../components/UserAvatar';

/** Uploads the image as an avatar (`POST api/file/upload?filetype=avatar`) and answers its stored path. */
async function uploadAvatarFile(file: File, onProgress: (percent: number) => void): Promise<string> {
  // The table and its schemas load with the first call; an upload may come before any.
  const files = await learnerArea('files');
  const uploaded = files.upload.response.parse(
    await uploadFile({
      url: learnerUrl(files.upload, { filetype: 'avatar', animate: 'true' }),
      file,
      fileName: file.name,
      headers: requestHeaders(),
      onProgress,
    }),
  );
  return uploaded.path;
}

/** Checks, uploads and saves a chosen image, with the upload's percent (null when none runs). */
function useAvatarUpload(save: (uploadedPath: string) => Promise<string>) {
  const t = useT();
  const [percent, setPercent] = useState<number | null>(null);
  const upload = async (file: File) => {
    const issue = checkImageFile(file, AVATAR_UPLOAD_BYTES);
    if (issue) {
      showToast({ content: t(issue.key, issue.params) });
      return;
    }
    setPercent(0);
    try {
      await save(await uploadAvatarFile(file, setPercent));
      showToast({ icon: 'success', content: t('learnerTraining.mine.avatarUpdated') });
    } catch (error) {
      console.warn('[mine] avatar upload failed', error);
      // A refusal says why (too large, not an image); anything else is the spec's network message.
      showToast({ icon: 'fail', content: error instanceof ApiError && error.errmsg ? error.errmsg : t('register.uploadFailed') });
    } finally {
      setPercent(null);
    }
  };
  return { percent, upload };
}

/**
 * The personal centre's avatar: tap to choose a jpg or png of up to 10 MB, uploaded with progress
 * (`POST api/file/upload?filetype=avatar`), then saved (`PUT api/trainning/user/avatar`) and shown
 * everywhere through the stored user (`save`: the profile store's `saveAvatar`). Failures say "upload failed, please check network" (spec §8).
 */
export function AvatarUpload({ avatar, save }: { avatar: string; save: (uploadedPath: string) => Promise<string> }) {
  const t = useT();
  const input = useRef<HTMLInputElement>(null);
  const { percent, upload } = useAvatarUpload(save);

  return (
    <button
      type="button"
      className="mine-avatar"
      aria-label={t('learnerTraining.mine.changeAvatar')}
      data-testid="mine-avatar"
      onClick={() => input.current?.click()}
    >
      <UserAvatar path={avatar} size={64} />
      <span className="mine-avatar-hint">{percent === null ? t('learnerTraining.mine.changeAvatar') : t('learnerTraining.mine.uploading', { percent })}</span>
      <input
        ref={input}
        type="file"
        accept={IMAGE_ACCEPT}
        hidden
        data-testid="mine-avatar-input"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload(file);
        }}
      />
    </button>
  );
}
