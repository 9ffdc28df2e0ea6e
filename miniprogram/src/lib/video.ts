import Taro from '@tarojs/taro'

/** Moves a `<Video>` (by its id) to a position in seconds, e.g. back to what was watched. */
export function seekVideo(videoId: string, position: number): void {
  Taro.createVideoContext(videoId).seek(position)
}
