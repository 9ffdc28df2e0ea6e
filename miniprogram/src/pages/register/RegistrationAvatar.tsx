import { Text, View } from '@tarojs/components'
import { ApiError } from '@peilian/shared'
import { AvatarButton } from '../../components/AvatarButton'
import { useTranslate } from '../../hooks/useTranslate'
import { uploadImage } from '../../services/uploads'

/** The avatar chosen for registration: shown from WeChat's temporary file, `path` once uploaded (null meanwhile). */
export interface ChosenAvatar {
  preview: string
  path: string | null
}

interface RegistrationAvatarProps {
  avatar: ChosenAvatar | null
  onChange: (avatar: ChosenAvatar | null) => void
  /** A failure to show in the form's notice. */
  onNotice: (text: string) => void
}

/**
 * The registration's optional avatar (spec §2.7): chosen through WeChat's avatar picker and uploaded
 * at once, before the account exists (`filetype=registrationavatar`); the registration sends its
 * path. A failed upload clears it and says why (spec §8 "upload failed, please check network").
 */
export function RegistrationAvatar({ avatar, onChange, onNotice }: RegistrationAvatarProps) {
  const t = useTranslate()

  async function upload(filePath: string): Promise<void> {
    onChange({ preview: filePath, path: null })
    try {
      onChange({ preview: filePath, path: await uploadImage(filePath, 'registrationavatar') })
    } catch (error) {
      onChange(null)
      onNotice(error instanceof ApiError && error.errmsg ? error.errmsg : t('register.uploadFailed'))
    }
  }

  const uploading = avatar !== null && avatar.path === null
  return (
    <View className="register__avatar">
      <Text className="register__avatar-label">{t('mini.avatar')}</Text>
      <AvatarButton
        id="register-avatar"
        src={avatar?.preview ?? null}
        busy={uploading}
        hint={uploading ? t('app.loading') : t('learnerTraining.mine.changeAvatar')}
        onChosen={(filePath) => void upload(filePath)}
      />
    </View>
  )
}
