// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { beforeAll, describe, expect, test } from 'vitest'
import { targetSize } from './targetSize'
import { MIN_TARGET_RPX, tappedControls, type TappedControl } from './touchTargets'
import { DIST, requireBuiltDist } from './weappHarness'
import { styleRules } from './wxssRules'

// Every control of the mini-program is a touch target of at least 88 rpx (44 CSS px) each way. The
// simulator lays nothing out, so the sizes come from the built styles of the classes each tapped
// element of every page's and component's source carries (docs/training.md, "Touch targets").
const SRC = join(import.meta.dirname, '..', 'src')

const files = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => files(join(path, name))) : /\.tsx$/.test(path) && !/\.test\./.test(path) ? [path] : []

const wxssFiles = (path: string): string[] =>
  statSync(path).isDirectory() ? readdirSync(path).flatMap((name) => wxssFiles(join(path, name))) : path.endsWith('.wxss') ? [path] : []

/** The one control of a snippet of page source, sized against some WXSS. */
function sizeOf(markup: string, wxss: string, imports = 'Button, Label, Text, View') {
  const [control, ...others] = tappedControls('Snippet.tsx', `import { ${imports} } from '@tarojs/components'\nexport const S = () => (\n${markup}\n)`)
  expect(others).toEqual([])
  return targetSize(control!, styleRules(wxss))
}

beforeAll(requireBuiltDist)

describe('touch targets of the mini-program', () => {
  test('every tapped control of every page and component is at least 88 rpx (44 px) each way', () => {
    const rules = styleRules(
      wxssFiles(DIST)
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n'),
    )
    const controls = ['pages', 'components'].flatMap((path) => files(join(SRC, path))).flatMap((file) => tappedControls(file))
    expect(controls.length).toBeGreaterThan(70)
    const where = (control: TappedControl) => `${relative(SRC, control.file)}:${control.line} <${control.tag} id="${control.id}">`
    const small = controls.flatMap((control) => {
      const size = targetSize(control, rules)
      if (!size) return [`${where(control)} className computed, not readable`]
      const fits = size.height >= MIN_TARGET_RPX && (size.width === null || size.width >= MIN_TARGET_RPX)
      return fits ? [] : [`${where(control)} class="${size.classes.join(' ')}" ${size.width ?? 'row'}×${Math.round(size.height)} rpx`]
    })
    expect(small).toEqual([])
  })

  test("reads a class after another file's @import lines, whatever order the directory lists the files in", () => {
    expect(styleRules('@import "app-origin.wxss";\n@import "common.wxss";\n.card{padding:28rpx}')).toMatchObject([
      { classes: ['card'], declarations: { padding: '28rpx' } },
    ])
  })

  test('a computed className is checked in each way it can come out, a computed modifier as every class it may name', () => {
    const wxss = '.tab{min-height:88rpx}.tab--on{min-height:40rpx}.cell{height:88rpx}.cell--late{height:60rpx}'
    expect(sizeOf(`<View onClick={go} className={on ? 'tab tab--on' : 'tab'}>x</View>`, wxss)?.height).toBe(40)
    expect(sizeOf('<View onClick={go} className={`cell cell--${state}`}>x</View>', wxss)).toMatchObject({ height: 60, classes: ['cell', 'cell--late'] })
    expect(sizeOf('<View onClick={go} className={names}>x</View>', wxss)).toBeNull()
  })

  test("a class's font size shrinks WeChat's button with it; its mini button outranks a class but not !important", () => {
    expect(sizeOf('<Button onClick={go} className="small">OK</Button>', '.small{font-size:28rpx}')?.height).toBeCloseTo(71.6, 1)
    expect(sizeOf('<Button onClick={go} size="mini" className="tall">OK</Button>', '.tall{line-height:88rpx}')?.height).toBeCloseTo(59.8, 1)
    expect(sizeOf('<Button onClick={go} size="mini" className="tall">OK</Button>', '.tall{line-height:88rpx!important}')?.height).toBe(88)
  })

  test("an inline text's min sizes apply only when it is not inline: its own display, or a flex row it sits in", () => {
    const wxss = '.link{min-width:88rpx;min-height:88rpx}.row{display:flex}.box{display:inline-flex}'
    expect(sizeOf('<Text onClick={go} className="link">播放</Text>', wxss)).toMatchObject({ height: expect.closeTo(39.2, 1) as number, width: 56 })
    expect(sizeOf('<View className="row"><Text onClick={go} className="link">播放</Text></View>', wxss)).toMatchObject({ height: 88, width: 88 })
    expect(sizeOf('<Text onClick={go} className="link box">播放</Text>', wxss)).toMatchObject({ height: 88, width: 88 })
  })

  test('a rule nested under another class (a compound selector) may or may not apply, and is checked both ways', () => {
    const wxss = '.action{min-height:88rpx}.footer .action{min-height:0;height:60rpx}.action.action--big{height:120rpx}'
    expect(sizeOf('<View onClick={go} className="action">x</View>', wxss)?.height).toBe(60)
    expect(sizeOf('<View onClick={go} className="action action--big">x</View>', wxss)?.height).toBe(120)
    expect(styleRules(wxss).map(({ classes, conditional }) => ({ classes, conditional }))).toEqual([
      { classes: ['action'], conditional: false },
      { classes: ['action'], conditional: true },
      { classes: ['action', 'action--big'], conditional: false },
    ])
  })

  test('a checkbox inside a label is tapped through the label; alone it is its own small box', () => {
    expect(sizeOf('<Label className="line"><Checkbox value="ok" /> 同意</Label>', '.line{display:flex;min-height:88rpx}', 'Checkbox, Label')).toMatchObject({
      height: 88,
    })
    expect(sizeOf('<Checkbox value="ok" />', '', 'Checkbox')).toMatchObject({ height: 44, width: 44 })
  })
})
