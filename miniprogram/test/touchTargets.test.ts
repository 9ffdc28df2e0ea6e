// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { classDeclarations, MIN_TARGET_RPX, tappedControls, targetSize } from './touchTargets'
import { DIST, requireBuiltDist } from './weappHarness'

// The controls learners use most are touch targets of at least 88 rpx (44 CSS px) each way. The
// simulator lays nothing out, so the sizes come from the built styles of the classes each tapped
// element of the key pages' source carries (docs/training.md, "Touch targets").
const SRC = join(import.meta.dirname, '..', 'src')

/** The key learner pages: centre, task detail, file and video, exam, quick Q&A, practice list, personal centre, ranking, invite join (with the captcha it may ask for), and the parts they share. */
const KEY_SOURCES = [
  'pages/center',
  'pages/task',
  'pages/exam',
  'pages/practice/index.tsx',
  'pages/practice/faq',
  'pages/mine',
  'pages/ranking',
  'pages/invite',
  'pages/login/CaptchaField.tsx',
  'components/MediaListItem.tsx',
  'components/LearnedPanel.tsx',
  'components/LanguageSwitch.tsx',
  'components/PrivacyPopup.tsx',
]

const files = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => files(join(path, name))) : /\.tsx$/.test(path) && !/\.test\./.test(path) ? [path] : []

const wxssFiles = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => wxssFiles(join(path, name))) : path.endsWith('.wxss') ? [path] : []

beforeAll(requireBuiltDist)

describe('touch targets of the key learner pages', () => {
  test('every tapped control is at least 88 rpx (44 px) each way', () => {
    const classes = classDeclarations(
      wxssFiles(DIST)
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n'),
    )
    const controls = KEY_SOURCES.flatMap((path) => files(join(SRC, path))).flatMap(tappedControls)
    expect(controls.length).toBeGreaterThan(25)
    const small = controls
      .map((control) => ({ control, size: targetSize(control, classes) }))
      .filter(({ size }) => size.height < MIN_TARGET_RPX || (size.width !== null && size.width < MIN_TARGET_RPX))
      .map(
        ({ control, size }) =>
          `${relative(SRC, control.file)} <${control.tag} id="${control.id}" class="${control.classes.join(' ')}"> ${size.width ?? 'block'}×${size.height} rpx`,
      )
    expect(small).toEqual([])
  })

  test("reads a class after another file's @import lines, whatever order the directory lists the files in", () => {
    expect(classDeclarations('@import "app-origin.wxss";\n@import "common.wxss";\n.card{padding:28rpx}').get('card')).toEqual({ padding: '28rpx' })
  })
})
