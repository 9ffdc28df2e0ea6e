import type { Rollup } from 'vite'

/**
 * Which pages need which module, once tree-shaking has run: the input of `subpackageChunks`.
 *
 * Following every import would make every page a user of every module of `@peilian/shared`,
 * whose side-effect-free `index.ts` files re-export everything. So the walk follows, from each
 * page, only what each module's code imports, name by name through the re-exports of modules
 * that Rollup left out of the bundle (as Rollup does when it orders chunks).
 */

type Meta = Rollup.ManualChunkMeta

/** The parts of an import or export statement read here (Rollup hands over the ESTree AST). */
interface Name {
  name?: string
  value?: unknown
}
interface Statement {
  type: string
  source?: { value: unknown } | null
  exported?: Name | null
  specifiers?: { type: string; imported?: Name; local: Name; exported?: Name }[]
}

/** What a module imports and re-exports, by resolved id. */
interface Summary {
  /** `names` null: imported for its side effects only; `*`: a namespace. */
  imports: { target: string; names: string[] | null }[]
  /** Exported name → the module it comes from and its name there (`*` for a namespace). */
  reexports: Map<string, { target: string; name: string }>
  stars: string[]
  locals: Set<string>
}

const nameOf = (name: Name): string => name.name ?? String(name.value)

function summarise(info: Rollup.ModuleInfo): Summary | null {
  const body = (info.ast as { body?: Statement[] } | null)?.body
  if (!body) return null
  const withSource = body.filter((node) => node.source && /^(Import|ExportNamed|ExportAll)Declaration$/.test(node.type))
  // Rollup lists importedIds in the order the sources first appear; a mismatch means a shape not handled here.
  const sources = [...new Set(withSource.map((node) => String(node.source?.value)))]
  if (sources.length !== info.importedIds.length) return null
  const idOf = new Map(sources.map((source, index) => [source, info.importedIds[index] as string]))
  const summary: Summary = { imports: [], reexports: new Map(), stars: [], locals: new Set(info.exportedBindings?.['.'] ?? []) }
  const imported = new Map<string, { target: string; name: string }>()
  for (const node of withSource) {
    const target = idOf.get(String(node.source?.value)) as string
    const specifiers = node.specifiers ?? []
    if (node.type === 'ImportDeclaration') {
      const names = specifiers.map((s) =>
        s.type === 'ImportSpecifier' && s.imported ? nameOf(s.imported) : s.type === 'ImportDefaultSpecifier' ? 'default' : '*',
      )
      specifiers.forEach((s, index) => imported.set(nameOf(s.local), { target, name: names[index] as string }))
      summary.imports.push({ target, names: names.length > 0 ? names : null })
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exported) summary.reexports.set(nameOf(node.exported), { target, name: '*' })
      else summary.stars.push(target)
    } else {
      for (const s of specifiers) summary.reexports.set(nameOf(s.exported ?? s.local), { target, name: nameOf(s.local) })
    }
  }
  // `import { a } from './x'; export { a }` forwards like a re-export.
  for (const node of body) {
    if (node.type !== 'ExportNamedDeclaration' || node.source) continue
    for (const s of node.specifiers ?? []) {
      const binding = imported.get(nameOf(s.local))
      if (binding) summary.reexports.set(nameOf(s.exported ?? s.local), binding)
    }
  }
  return summary
}

/** Adds `entry` as a user of every module reachable from it through `next`. */
function walk(users: Map<string, Set<string>>, entry: string, next: (id: string) => Iterable<string>): void {
  const stack = [entry]
  const visited = new Set<string>()
  while (stack.length > 0) {
    const id = stack.pop() as string
    if (visited.has(id)) continue
    visited.add(id)
    users.set(id, (users.get(id) ?? new Set()).add(entry))
    stack.push(...next(id))
  }
}

/** The pages (entry modules) that need each module's code. */
export function usersOf(meta: Meta, entries: string[]): Map<string, Set<string>> {
  const summaries = new Map<string, Summary | null>()
  const summaryOf = (id: string): Summary | null => {
    if (!summaries.has(id)) {
      const info = meta.getModuleInfo(id)
      summaries.set(id, info && !info.isExternal ? summarise(info) : null)
    }
    return summaries.get(id) ?? null
  }
  const exportsName = (id: string, name: string, seen = new Set<string>()): boolean => {
    const summary = summaryOf(id)
    if (!summary) return true
    if (seen.has(id)) return false
    seen.add(id)
    return summary.locals.has(name) || summary.reexports.has(name) || summary.stars.some((star) => exportsName(star, name, seen))
  }

  /** Adds to `out` the modules whose code importing `names` of `target` brings in (null: its side effects). */
  function provide(target: string, names: string[] | null, out: Set<string>, seen: Set<string>): void {
    const info = meta.getModuleInfo(target)
    if (!info || info.isExternal) return
    const summary = summaryOf(target)
    if (info.isIncluded || info.isEntry || !summary) out.add(target)
    if (!summary) return
    if (names === null) {
      if (seen.has(`${target}\0`)) return
      seen.add(`${target}\0`)
      for (const child of summary.imports) if (child.names === null) provide(child.target, null, out, seen)
      return
    }
    for (const name of names) {
      if (seen.has(`${target}\0${name}`)) continue
      seen.add(`${target}\0${name}`)
      const reexport = summary.reexports.get(name)
      if (reexport) {
        provide(reexport.target, [reexport.name], out, seen)
        continue
      }
      if (name !== '*' && summary.locals.has(name)) continue
      const stars = name === '*' ? summary.stars : summary.stars.filter((star) => exportsName(star, name))
      for (const star of stars) provide(star, [name], out, seen)
      // A namespace, or a name not found: everything the module forwards.
      if (name === '*' || stars.length === 0) for (const other of summary.reexports.values()) provide(other.target, [other.name], out, seen)
    }
  }

  const needs = new Map<string, Set<string>>()
  function needsOf(id: string): Set<string> {
    const known = needs.get(id)
    if (known) return known
    const out = new Set<string>()
    const seen = new Set<string>()
    const info = meta.getModuleInfo(id)
    const summary = summaryOf(id)
    if (summary) for (const child of summary.imports) provide(child.target, child.names, out, seen)
    else for (const child of info?.importedIds ?? []) provide(child, ['*'], out, seen)
    for (const child of info?.dynamicallyImportedIds ?? []) provide(child, ['*'], out, seen)
    needs.set(id, out)
    return out
  }

  const users = new Map<string, Set<string>>()
  for (const entry of entries) walk(users, entry, needsOf)
  return users
}

/** The pages that reach each module by plain static imports (whether or not its code is needed). */
export function importersOf(meta: Meta, entries: string[]): Map<string, Set<string>> {
  const users = new Map<string, Set<string>>()
  for (const entry of entries) walk(users, entry, (id) => meta.getModuleInfo(id)?.importedIds ?? [])
  return users
}
