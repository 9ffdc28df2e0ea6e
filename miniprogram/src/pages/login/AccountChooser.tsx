import { Button, Image, Text, View } from '@tarojs/components'
import type { AccountChoice } from '@peilian/shared'
import { useTranslate } from '../../hooks/useTranslate'
import { assetUrl } from '../../lib/config'

interface AccountChooserProps {
  choices: AccountChoice[]
  busy: boolean
  onChoose(userid: string): void
  onCancel(): void
}

/** The multi-account chooser (spec §2.2): avatar, username, organisation and department per match. */
export function AccountChooser({ choices, busy, onChoose, onCancel }: AccountChooserProps) {
  const t = useTranslate()
  return (
    <View className="chooser">
      <Text className="chooser__title">{t('login.chooseAccount')}</Text>
      {choices.map((choice) => {
        const avatar = assetUrl(choice.avatar)
        return (
          <View key={choice.id} id={`choice-${choice.id}`} className="chooser__item" onClick={() => !busy && onChoose(choice.id)}>
            {avatar ? (
              <Image className="chooser__avatar" src={avatar} mode="aspectFill" />
            ) : (
              <View className="chooser__avatar chooser__avatar--empty">
                <Text>{choice.username.slice(0, 1)}</Text>
              </View>
            )}
            <View className="chooser__text">
              <Text className="chooser__name">{choice.username}</Text>
              <Text className="chooser__org">{[choice.orgname, choice.departmentname].filter(Boolean).join(' · ')}</Text>
            </View>
          </View>
        )
      })}
      <Button id="choice-cancel" className="plain-button" onClick={onCancel}>
        {t('common.cancel')}
      </Button>
    </View>
  )
}
