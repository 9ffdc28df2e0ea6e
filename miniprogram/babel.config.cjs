// babel-preset-taro options: https://docs.taro.zone/docs/next/babel-config
module.exports = {
  presets: [['taro', { framework: 'react', ts: true, compiler: 'vite' }]],
}
