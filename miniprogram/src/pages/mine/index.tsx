import { View, Text } from '@tarojs/components'

export default function Mine() {
  return (
    <View className='mine'>
      <Text>个人中心</Text>
    </View>
  )
}
