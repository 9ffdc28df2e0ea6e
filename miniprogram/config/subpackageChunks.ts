import { posix } from 'node:path'
import type { Plugin, Rollup } from 'vite'
import { importersOf, usersOf } from './moduleUsers'

/**
 * Keeps code that only subpackage pages need inside that subpackage (what Taro's webpack runner
 * calls `optimizeMainPackage`; the Vite runner has no such option).
 *
 * The runner's `manualChunks` puts every node_modules module into `vendors.js` and every module
 * with more than one importer into `common.js`, both in the main package, whichever pages use
 * them: socket.io went to the main package although only the practice room connects. This plugin
 * wraps that function. A module whose users (`moduleUsers.ts`) all lie in one subpackage goes to
 * that subpackage: into the page's own chunk when one page uses it, else into
 * `<root>/sub-common.js`, whose styles each page of the subpackage imports. Everything else keeps
 * the runner's assignment, and `generateBundle` fails the build should a chunk still require a
 * file of another package.
 */

/** The id of the module whose meta carries the runner's compiler context (as its own plugins read it). */
const TARO_COMPILER = 'taro:compiler'
/** The chunk of code several pages of one subpackage share, inside that subpackage. */
const SUB_COMMON = 'sub-common'
/** The chunk of code only the one page of a one-page subpackage uses, inside that subpackage. */
const SUB_ONLY = 'page-shared'

interface TaroContext {
  pages: { name: string; scriptPath: string }[]
  app: { config: { subPackages?: { root: string }[]; subpackages?: { root: string }[] } }
  fileType: { style: string }
}

type Meta = Rollup.ManualChunkMeta
type ManualChunks = (id: string, meta: Meta) => string | null | undefined | void

interface Plan {
  /** The subpackage root of each module only that subpackage's pages use. */
  packageOf: Map<string, string>
  /** How many pages need each module. */
  userCount: Map<string, number>
  /** Modules Rollup would pull into a main-package chunk unless assigned a chunk of their own. */
  pulled: Set<string>
  /** How many pages each subpackage has. */
  pageCount: Map<string, number>
}

function contextOf(getModuleInfo: Rollup.GetModuleInfo): TaroContext {
  const context = (getModuleInfo(TARO_COMPILER)?.meta as { viteCompilerContext?: TaroContext } | undefined)?.viteCompilerContext
  if (!context) throw new Error('subpackageChunks: the Taro compiler context is missing (is this the Taro Vite runner?)')
  return context
}

function subpackageRoots(context: TaroContext): string[] {
  const { subPackages, subpackages } = context.app.config
  return (subPackages ?? subpackages ?? []).map((pkg) => pkg.root.replace(/^\/+|\/+$/g, ''))
}

const rootOf = (roots: string[], path: string): string => roots.find((root) => path.startsWith(`${root}/`)) ?? ''

const isEntry = (info: Rollup.ModuleInfo | null): boolean => Boolean(info && (info.isEntry || info.implicitlyLoadedAfterOneOf.length > 0))

function planFor(meta: Meta, taroChunks: ManualChunks): Plan {
  const context = contextOf(meta.getModuleInfo)
  const roots = subpackageRoots(context)
  const pageOf = new Map(context.pages.map((page) => [page.scriptPath, page.name]))
  const packageOfEntry = (entry: string) => rootOf(roots, pageOf.get(entry.replace(/^\0/, '').replace(/\?.*$/, '')) ?? '')
  const ids = [...meta.getModuleIds()]
  const entries = ids.filter((id) => isEntry(meta.getModuleInfo(id)))

  const users = usersOf(meta, entries)
  // A module no page needs (a re-export file, an import shaken off) has no code, but Rollup still
  // orders chunks by its side-effect imports: it goes where the pages that import it lie.
  const importers = importersOf(meta, entries)
  const packageOf = new Map<string, string>()
  for (const id of ids) {
    const packages = new Set([...(users.get(id) ?? importers.get(id) ?? [])].map(packageOfEntry))
    const [root] = packages
    if (packages.size === 1 && root) packageOf.set(id, root)
  }

  // Rollup adds the static dependencies of a manual chunk's modules to that chunk when they have
  // none of their own; from a main-package chunk that would carry subpackage code back.
  const pulled = new Set<string>()
  const stack = ids.filter((id) => !packageOf.has(id) && typeof taroChunks(id, meta) === 'string')
  while (stack.length > 0) {
    for (const child of meta.getModuleInfo(stack.pop() as string)?.importedIds ?? []) {
      if (pulled.has(child)) continue
      pulled.add(child)
      stack.push(child)
    }
  }
  const pageCount = new Map(roots.map((root) => [root, context.pages.filter((page) => rootOf(roots, page.name) === root).length]))
  return { packageOf, userCount: new Map([...users].map(([id, pages]) => [id, pages.size])), pulled, pageCount }
}

/** Each page of a subpackage imports the styles its pages share (a chunk's styles reach no page by themselves). */
function importSharedStyles(bundle: Rollup.OutputBundle, context: TaroContext, roots: string[], emit: (fileName: string, source: string) => void): void {
  const ext = context.fileType.style
  const byName = new Map(Object.values(bundle).map((file) => [file.fileName, file]))
  for (const root of roots) {
    const shared = `${root}/${SUB_COMMON}${ext}`
    if (!byName.has(shared)) continue
    for (const page of context.pages.filter((p) => rootOf(roots, p.name) === root)) {
      const statement = `@import "${posix.relative(posix.dirname(page.name), shared)}";\n`
      const own = byName.get(`${page.name}${ext}`)
      if (own?.type === 'asset') own.source = statement + String(own.source)
      else emit(`${page.name}${ext}`, statement)
    }
  }
}

/** The Vite plugin; add it to `compiler.vitePlugins`. */
export function subpackageChunks(): Plugin {
  let plan: Plan | null = null
  return {
    name: 'peilian:subpackage-chunks',
    enforce: 'post',
    config(config) {
      const output = config.build?.rollupOptions?.output
      if (!output || Array.isArray(output) || typeof output.manualChunks !== 'function') {
        throw new Error('subpackageChunks: expected the Taro runner to set build.rollupOptions.output.manualChunks')
      }
      const taroChunks = output.manualChunks as ManualChunks
      output.manualChunks = (id, meta) => {
        plan ??= planFor(meta, taroChunks)
        const root = plan.packageOf.get(id)
        if (root === undefined || isEntry(meta.getModuleInfo(id))) return taroChunks(id, meta)
        if (plan.userCount.get(id) === 1 && !plan.pulled.has(id)) return undefined
        // A subpackage of one page keeps what it alone uses in a chunk named after that page: a
        // `sub-common` beside a single page was taken by Vite for a CSS-only chunk and its require
        // cut out of the page (a syntax error in the page's code).
        if (plan.pageCount.get(root) === 1) return `${root}/${SUB_ONLY}`
        return `${root}/${SUB_COMMON}`
      }
    },
    renderStart() {
      plan = null
    },
    generateBundle(_options, bundle) {
      const context = contextOf((id) => this.getModuleInfo(id))
      const roots = subpackageRoots(context)
      importSharedStyles(bundle, context, roots, (fileName, source) => this.emitFile({ type: 'asset', fileName, source }))
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue
        const own = rootOf(roots, file.fileName)
        for (const imported of [...file.imports, ...file.dynamicImports]) {
          const theirs = rootOf(roots, imported)
          if (theirs && theirs !== own) this.error(`${file.fileName} requires ${imported}, which is in the subpackage ${theirs}`)
        }
      }
    },
  }
}
