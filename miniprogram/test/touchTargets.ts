import { readFileSync } from 'node:fs'
import ts from 'typescript'

/**
 * The mini-program's tapped controls, read from the pages' source: which elements take a tap,
 * with which classes, in what, holding what. The simulator lays nothing out, so their sizes come
 * from these and the built WXSS (targetSize.ts). 88 rpx is 44 CSS px on a 375-wide phone.
 */

/** The smallest touch target, in rpx, each way. */
export const MIN_TARGET_RPX = 88

/** Stands for a computed part of a class name or id (`exam-sheet__cell--${state}`). */
export const ANY = '*'
/** More ways than this for one attribute to come out, and the checker calls it computed. */
const MAX_ALTERNATIVES = 64

/** The events of a tap, and what the hold-to-talk button listens to. */
const TAP_EVENTS = ['onClick', 'onTap', 'onLongPress', 'onLongTap', 'onTouchStart']
/** Components WeChat acts on when tapped, with or without a handler. */
const TAPPED_BY_THEMSELVES = ['Checkbox', 'Radio', 'Switch', 'Picker', 'Navigator']
/** What a `<Label>` passes its taps on to: inside one, the label is the target. */
const LABELLED = ['Checkbox', 'Radio', 'Switch']

/** A component of @tarojs/components in a page's source, with the class lists it may carry. */
export interface SourceElement {
  /** Its name in @tarojs/components (`View`, `Button`, `Checkbox`). */
  tag: string
  /** Every class list it may carry, one per way its className can come out (`*` for a computed part of a name); null: a whole name computed. */
  classes: string[][] | null
}

/** A piece of a control's text: what it may read (literal text, or messages by key), or something computed. */
export type TextPiece = { literal: string[] } | { messages: string[] } | { computed: true }

/** An element of a page's source that takes a tap. */
export interface TappedControl extends SourceElement {
  file: string
  line: number
  id: string
  /** Every value of WeChat's `size` of a `<Button>` ('' when not given). */
  sizes: string[]
  /** The element it sits in, when that is in the same component; null at a component's root. */
  parent: SourceElement | null
  /**
   * What it always holds (not under `&&` or in a list): its text, in it or its child elements, and
   * its child elements, each as the ways it may come out (`a ? <Image/> : <View/>`).
   */
  content: { text: TextPiece[]; children: SourceElement[][] }
}

const unique = <T>(values: T[]): T[] => [...new Set(values)]
const product = (left: string[], right: string[]): string[] => left.flatMap((head) => right.map((tail) => head + tail))

/** Every string an expression may give, with `*` for what it computes (a call, a variable). */
function stringsOf(node: ts.Expression): string[] {
  const limit = (values: string[]) => (values.length > MAX_ALTERNATIVES ? [ANY] : unique(values))
  if (ts.isStringLiteralLike(node) || ts.isNumericLiteral(node)) return [node.text]
  if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isNonNullExpression(node))
    return stringsOf(node.expression)
  if (ts.isConditionalExpression(node)) return limit([...stringsOf(node.whenTrue), ...stringsOf(node.whenFalse)])
  if (ts.isTemplateExpression(node))
    return limit(node.templateSpans.reduce((heads, span) => product(product(heads, stringsOf(span.expression)), [span.literal.text]), [node.head.text]))
  if (ts.isBinaryExpression(node)) {
    const operator = node.operatorToken.kind
    if (operator === ts.SyntaxKind.AmpersandAmpersandToken) return limit([...stringsOf(node.right), ''])
    if (operator === ts.SyntaxKind.BarBarToken || operator === ts.SyntaxKind.QuestionQuestionToken)
      return limit([...stringsOf(node.left), ...stringsOf(node.right)])
    if (operator === ts.SyntaxKind.PlusToken) return limit(product(stringsOf(node.left), stringsOf(node.right)))
  }
  return [ANY]
}

/** The strings an attribute may be; undefined when the element does not have it. */
function attributeStrings(element: ts.JsxOpeningLikeElement, name: string): string[] | undefined {
  const attribute = element.attributes.properties.find((property) => ts.isJsxAttribute(property) && property.name.getText() === name)
  if (!attribute || !ts.isJsxAttribute(attribute)) return undefined
  const value = attribute.initializer
  if (!value) return ['true']
  if (ts.isStringLiteral(value)) return [value.text]
  return ts.isJsxExpression(value) && value.expression ? stringsOf(value.expression) : [ANY]
}

/** Class lists of a className; null when a whole class name is computed (nothing of it can be read). */
function classLists(element: ts.JsxOpeningLikeElement): string[][] | null {
  const lists = (attributeStrings(element, 'className') ?? ['']).map((text) => text.split(/\s+/).filter(Boolean))
  return lists.some((list) => list.some((name) => name.replaceAll(ANY, '') === '')) ? null : lists
}

/** The element `node` sits in, within the same component (not through a function's declaration). */
function enclosingElement(node: ts.Node): ts.JsxOpeningElement | null {
  for (let at = node.parent; !ts.isSourceFile(at); at = at.parent) {
    if (ts.isJsxElement(at)) return at.openingElement
    if (ts.isFunctionDeclaration(at) || ts.isVariableDeclaration(at) || ts.isMethodDeclaration(at)) return null
  }
  return null
}

/** A text child `{…}`: a message by key (`t('…')`), literal text, or something computed; null for markup under a condition. */
function textPiece(expression: ts.Expression): TextPiece | null {
  if (ts.isCallExpression(expression) && expression.expression.getText() === 't' && expression.arguments[0]) {
    const keys = stringsOf(expression.arguments[0])
    return keys.some((key) => key.includes(ANY)) ? { computed: true } : { messages: keys }
  }
  let markup = false
  const look = (node: ts.Node) => {
    markup ||= ts.isJsxElement(node) || ts.isJsxSelfClosingElement(node) || ts.isJsxFragment(node)
    if (!markup) ts.forEachChild(node, look)
  }
  look(expression)
  if (markup) return null
  const strings = stringsOf(expression)
  return strings.some((text) => text.includes(ANY)) ? { computed: true } : { literal: strings }
}

/** One page's or component's source, read for its components of @tarojs/components. */
class PageSource {
  /** Local name → name in @tarojs/components: the page's own components pass taps on to these. */
  private readonly taro = new Map<string, string>()

  constructor(readonly source: ts.SourceFile) {
    for (const statement of source.statements)
      if (ts.isImportDeclaration(statement) && (statement.moduleSpecifier as ts.StringLiteral).text === '@tarojs/components') {
        const bindings = statement.importClause?.namedBindings
        if (bindings && ts.isNamedImports(bindings))
          for (const binding of bindings.elements) this.taro.set(binding.name.text, (binding.propertyName ?? binding.name).text)
      }
  }

  static openingOf(node: ts.Node): ts.JsxOpeningLikeElement | null {
    return ts.isJsxElement(node) ? node.openingElement : ts.isJsxSelfClosingElement(node) ? node : null
  }

  tagOf(element: ts.JsxOpeningLikeElement): string | undefined {
    return this.taro.get(element.tagName.getText(this.source))
  }

  elementOf(element: ts.JsxOpeningLikeElement): SourceElement | null {
    const tag = this.tagOf(element)
    return tag ? { tag, classes: classLists(element) } : null
  }

  /** Whether one of these components is inside `node`. */
  private holds(node: ts.Node, tags: string[]): boolean {
    return (
      ts.forEachChild(node, (child) => {
        const inner = PageSource.openingOf(child)
        return (inner !== null && tags.includes(this.tagOf(inner) ?? '')) || this.holds(child, tags)
      }) ?? false
    )
  }

  private insideLabel(node: ts.Node): boolean {
    for (let at = enclosingElement(node); at; at = enclosingElement(at.parent)) if (this.tagOf(at) === 'Label') return true
    return false
  }

  takesTap(element: ts.JsxOpeningLikeElement, tag: string, node: ts.Node): boolean {
    return (
      TAP_EVENTS.some((event) => attributeStrings(element, event)) ||
      (tag === 'Button' && attributeStrings(element, 'openType') !== undefined) ||
      (TAPPED_BY_THEMSELVES.includes(tag) && !this.insideLabel(node)) ||
      (tag === 'Label' && (attributeStrings(element, 'for') !== undefined || this.holds(node, LABELLED)))
    )
  }

  /** `a ? <X/> : <Y/>`: a child that is there either way, as the ways it may be. */
  private eitherElement(expression: ts.Expression): SourceElement[] | null {
    let bare = expression
    while (ts.isParenthesizedExpression(bare)) bare = bare.expression
    if (ts.isConditionalExpression(bare)) {
      const [whenTrue, whenFalse] = [this.eitherElement(bare.whenTrue), this.eitherElement(bare.whenFalse)]
      return whenTrue && whenFalse ? [...whenTrue, ...whenFalse] : null
    }
    const opening = PageSource.openingOf(bare)
    const element = opening && this.elementOf(opening)
    return element ? [element] : null
  }

  /** What an element holds: the text in it and its child elements, and its child elements (`top`: the direct ones). */
  contentOf(node: ts.JsxElement | ts.JsxFragment, content: TappedControl['content'] = { text: [], children: [] }, top = true): TappedControl['content'] {
    for (const child of node.children) {
      if (ts.isJsxText(child)) {
        if (child.text.trim()) content.text.push({ literal: [child.text.trim()] })
      } else if (ts.isJsxExpression(child)) {
        const piece = child.expression && textPiece(child.expression)
        if (piece) content.text.push(piece)
        const ways = child.expression && top && !piece ? this.eitherElement(child.expression) : null
        if (ways) content.children.push(ways)
      } else if (ts.isJsxFragment(child)) {
        this.contentOf(child, content, top)
      } else {
        const opening = PageSource.openingOf(child)
        const element = opening && this.elementOf(opening)
        if (element && top) content.children.push([element])
        if (ts.isJsxElement(child)) this.contentOf(child, content, false)
      }
    }
    return content
  }
}

/** Every element of `file` (a page or component source) that takes a tap, with its classes. */
export function tappedControls(file: string, text = readFileSync(file, 'utf8')): TappedControl[] {
  const page = new PageSource(ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX))
  const found: TappedControl[] = []
  const visit = (node: ts.Node) => {
    const element = PageSource.openingOf(node)
    const tag = element && page.tagOf(element)
    if (element && tag && page.takesTap(element, tag, node)) {
      const around = enclosingElement(node)
      found.push({
        file,
        line: page.source.getLineAndCharacterOfPosition(element.getStart()).line + 1,
        tag,
        id: (attributeStrings(element, 'id') ?? ['']).join('|'),
        classes: classLists(element),
        sizes: attributeStrings(element, 'size') ?? [''],
        parent: around && page.elementOf(around),
        content: ts.isJsxElement(node) ? page.contentOf(node) : { text: [], children: [] },
      })
    }
    ts.forEachChild(node, visit)
  }
  visit(page.source)
  return found
}
