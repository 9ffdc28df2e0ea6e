import { View, Text } from '@tarojs/components'

export default function Center() {
  return (
    <View className='center'>
      <Text>培训中心</Text>
    </View>
  )
}
