import { Button, Image, Text, View } from '@tarojs/components'
import './AvatarButton.css'

interface AvatarButtonProps {
  id: string
  /** What to show: a stored path made absolute, a temporary path just chosen, or null for the placeholder. */
  src: string | null
  /** The words under the avatar (change avatar, uploading…). */
  hint: string
  busy?: boolean
  /** WeChat's chosen image as a temporary file path, to upload. */
  onChosen: (filePath: string) => void
}

/**
 * An avatar the learner taps to choose another through WeChat's own picker (`open-type="chooseAvatar"`:
 * their WeChat avatar, an album photo or the camera), which hands over a temporary file path.
 */
export function AvatarButton({ id, src, hint, busy = false, onChosen }: AvatarButtonProps) {
  return (
    <Button
      id={id}
      className="avatar-button"
      openType="chooseAvatar"
      disabled={busy}
      onChooseAvatar={(event) => {
        const path = event.detail.avatarUrl
        if (path) onChosen(path)
      }}
    >
      {src ? <Image id={`${id}-image`} className="avatar-button__image" src={src} mode="aspectFill" /> : <View className="avatar-button__image" />}
      <Text className="avatar-button__hint">{hint}</Text>
    </Button>
  )
}
