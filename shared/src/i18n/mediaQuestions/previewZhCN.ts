/**
 * The file preview page's strings (`mediaQuestions.preview`), a module of their own: the mini-program's
 * preview page carries them, its task pages the rest of the section.
 */
export const mediaPreviewZhCN = {
  title: '文件预览',
  refused: '该地址不能预览：只能预览本平台的文件',
  missing: '没有要预览的文件',
  unsupported: '该文件无法在此预览，请下载后查看',
  download: '下载文件',
  loadFailed: '文件加载失败',
  fullScreen: '全屏预览',
} as const;
