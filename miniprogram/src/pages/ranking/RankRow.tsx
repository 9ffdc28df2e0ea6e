import { Image, Text, View } from '@tarojs/components'
import { formatHms, type RankingRow } from '@peilian/shared'
import { assetUrl } from '../../lib/config'

/** One ranked learner: rank (the top three marked), avatar, name, department and learning time. */
export function RankRow({ id, row, mine }: { id: string; row: RankingRow; mine: boolean }) {
  const avatar = assetUrl(row.avatar)
  return (
    <View id={id} className={mine ? 'rank-row rank-row--mine' : 'rank-row'}>
      <Text id={`${id}-rank`} className={row.rank <= 3 ? `rank-row__rank rank-row__rank--top${row.rank}` : 'rank-row__rank'}>
        {row.rank}
      </Text>
      {avatar ? <Image className="rank-row__avatar" src={avatar} mode="aspectFill" /> : <View className="rank-row__avatar" />}
      <View className="rank-row__who">
        <Text className="rank-row__name">{row.name}</Text>
        <Text className="rank-row__department">{row.departmentname}</Text>
      </View>
      <Text className="rank-row__time">{formatHms(row.learningseconds)}</Text>
    </View>
  )
}
