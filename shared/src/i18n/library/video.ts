/**
 * The library's video processing texts (`library.video`, docs/media.md "Video processing"): the
 * state shown beside a video, the retry, and the reasons a processing failed (an i18n key the
 * server stores, then ffmpeg's own last line after a colon).
 */
export const videoZhCN = {
  processing: '处理中 {percent}%',
  passed: '已通过',
  processFailed: '处理失败',
  refused: '未通过',
  retry: '重新处理',
  retried: '已重新开始处理',
  downloadOriginal: '下载原视频',
  reasons: {
    unreadable: '无法读取该视频文件',
    noVideo: '文件中没有视频画面',
    failed: '视频转码失败',
    attempts: '处理多次中断，已停止',
  },
};

export const videoZhTW: typeof videoZhCN = {
  processing: '處理中 {percent}%',
  passed: '已通過',
  processFailed: '處理失敗',
  refused: '未通過',
  retry: '重新處理',
  retried: '已重新開始處理',
  downloadOriginal: '下載原影片',
  reasons: {
    unreadable: '無法讀取該影片檔案',
    noVideo: '檔案中沒有影片畫面',
    failed: '影片轉碼失敗',
    attempts: '處理多次中斷，已停止',
  },
};

export const videoEn: typeof videoZhCN = {
  processing: 'Processing {percent}%',
  passed: 'Passed',
  processFailed: 'Processing failed',
  refused: 'Refused',
  retry: 'Process again',
  retried: 'Processing started again',
  downloadOriginal: 'Download the original',
  reasons: {
    unreadable: 'The video file cannot be read',
    noVideo: 'The file holds no video picture',
    failed: 'The video could not be converted',
    attempts: 'Processing was interrupted too often and has stopped',
  },
};
