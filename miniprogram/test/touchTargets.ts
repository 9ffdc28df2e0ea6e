import { readFileSync } from 'node:fs'
import ts from 'typescript'

/**
 * Touch-target sizes of the mini-program's controls, read from what the simulator cannot measure:
 * the pages' source (which elements take a tap, with which classes) and the built WXSS (what those
 * classes give them, in rpx). 88 rpx is 44 CSS px on a 375-wide phone.
 */

/** The smallest touch target, in rpx, each way. */
export const MIN_TARGET_RPX = 88

/** An element of a page's source that takes a tap. */
export interface TappedControl {
  file: string
  tag: string
  id: string
  classes: string[]
  /** WeChat's `size` of a `<Button>` ('' when not given). */
  size: string
}

const attributeText = (value: ts.JsxAttributeValue | undefined, source: ts.SourceFile): string => {
  if (!value) return ''
  if (ts.isStringLiteral(value)) return value.text
  const expression = ts.isJsxExpression(value) ? value.expression : undefined
  if (!expression) return ''
  if (ts.isStringLiteralLike(expression)) return expression.text
  if (ts.isTemplateExpression(expression)) return [expression.head.text, ...expression.templateSpans.map((span) => span.literal.text)].join(' ')
  // A computed value: the string literals inside it are the classes it may give.
  const parts: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node)) parts.push(node.text)
    ts.forEachChild(node, visit)
  }
  visit(expression)
  return parts.join(' ') || expression.getText(source)
}

/** Every element of `file` (a page or component source) with an `onClick`, with its classes. */
export function tappedControls(file: string): TappedControl[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: TappedControl[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) {
      const attributes = new Map<string, ts.JsxAttributeValue | undefined>()
      for (const attribute of node.attributes.properties)
        if (ts.isJsxAttribute(attribute)) attributes.set(attribute.name.getText(source), attribute.initializer)
      if (attributes.has('onClick'))
        found.push({
          file,
          tag: node.tagName.getText(source),
          id: attributeText(attributes.get('id'), source),
          classes: attributeText(attributes.get('className'), source).split(/\s+/).filter(Boolean),
          size: attributeText(attributes.get('size'), source),
        })
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

/** The declarations of each single-class selector of some WXSS, merged in order. */
export function classDeclarations(wxss: string): Map<string, Record<string, string>> {
  const byClass = new Map<string, Record<string, string>>()
  // Comments and statement at-rules go first: `app.wxss` is `@import "common.wxss";` lines, which
  // would otherwise run into the first selector of whichever file the directory lists next.
  const rules = wxss.replace(/\/\*[\s\S]*?\*\//g, '').replace(/@(?:import|charset)[^;{}]*;/g, '')
  for (const [, selectors, body] of rules.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const declarations = Object.fromEntries(
      body!
        .split(';')
        .map((part) => part.split(':'))
        .filter((pair) => pair.length >= 2)
        .map(([name, ...value]) => [name!.trim(), value.join(':').trim()]),
    )
    for (const selector of selectors!.split(',')) {
      const single = /^\.([\w-]+)$/.exec(selector.trim())
      if (single) byClass.set(single[1]!, { ...byClass.get(single[1]!), ...declarations })
    }
  }
  return byClass
}

const rpx = (value: string | undefined): number | null => {
  const unit = value ? /^(-?[\d.]+)(rpx|px)?$/.exec(value.trim()) : null
  return unit ? Number(unit[1]) * (unit[2] === 'px' ? 2 : 1) : null
}

/** Vertical padding of a `padding` shorthand or its longhands, in rpx. */
function verticalPadding(declarations: Record<string, string>): number {
  const sides = (declarations.padding ?? '').split(/\s+/).filter(Boolean).map(rpx)
  const top = rpx(declarations['padding-top']) ?? sides[0] ?? 0
  const bottom = rpx(declarations['padding-bottom']) ?? sides[2] ?? sides[0] ?? 0
  return (top ?? 0) + (bottom ?? 0)
}

/** WeChat's own `<button>`: 18 px text on a 2.56 line (92 rpx); `size="mini"` 13 px on 2.3 (60 rpx), as wide as its text. */
const BUTTON_HEIGHT_RPX = { default: 92, mini: 60 }
/** A line of the app's body text (28 rpx at 1.4) where a class gives no size. */
const TEXT_LINE_RPX = 40

/**
 * How tall and how wide (null: as wide as the row, a block) a control is at least, in rpx, from its
 * classes' declarations: an explicit height or min-height; else its padding around one line of
 * its text; else WeChat's button or a line of text.
 */
export function targetSize(control: TappedControl, classes: Map<string, Record<string, string>>): { height: number; width: number | null } {
  const declarations: Record<string, string> = Object.assign({}, ...control.classes.map((name) => classes.get(name) ?? {}))
  const fontSize = rpx(declarations['font-size'])
  const line = fontSize === null ? null : fontSize * (Number(declarations['line-height']) || 1.4)
  const mini = control.tag === 'Button' && control.size === 'mini'
  const natural = control.tag === 'Button' ? BUTTON_HEIGHT_RPX[mini ? 'mini' : 'default'] : (line ?? TEXT_LINE_RPX)
  const least = rpx(declarations['min-height']) ?? 0
  const fixed = rpx(declarations.height)
  const padded = verticalPadding(declarations) + (control.tag === 'Button' ? 0 : (line ?? TEXT_LINE_RPX))
  const height = fixed !== null ? Math.max(fixed, least) : Math.max(least, padded, natural)
  const inline = control.tag === 'Text' || mini
  const width = inline ? Math.max(rpx(declarations['min-width']) ?? 0, rpx(declarations.width) ?? 0) : null
  return { height, width }
}
