import { readFileSync } from 'node:fs'
import type { Plugin } from 'vite'

/**
 * Leaves out of the mini-program the parts of zod it never uses (≈ 23 KB of the main package's
 * `vendors.js`):
 * - the JSON Schema generator: zod's classic API binds `toJSONSchema` and a JSON Schema processor
 *   to every schema, so the generator is kept whether or not anything calls it — and nothing here
 *   does; answers are only parsed. Each exported generator function becomes one that throws; what
 *   parsing and the schemas' introspection need (`aggregateChecks`, for `.minLength`, `.isInt`…)
 *   stays as zod wrote it;
 * - the English issue texts: a shared schema's refusal is shown by its i18n key
 *   (`services/messages.ts`), and zod's own English text is never shown, so issues say
 *   "Invalid input", zod's default without a locale.
 * Should a zod release move these, the build fails here instead of shipping a broken zod.
 */

const PROCESSORS = /[\\/]zod[\\/]v4[\\/]core[\\/]json-schema-processors\.js$/
const GENERATOR = /[\\/]zod[\\/]v4[\\/]core[\\/]to-json-schema\.js$/
const ENGLISH = /[\\/]zod[\\/]v4[\\/]locales[\\/]en\.js$/
/** What parsing uses of the processors file: `aggregateChecks`, the last of it, and the helpers before it. */
const AGGREGATE = /^export function aggregateChecks\(/m
/** Factories zod calls while building a schema: they must return a method, which throws when called. */
const METHOD_FACTORIES = new Set(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod'])

const UNAVAILABLE = `const unavailable = () => { throw new Error('JSON Schema generation is left out of the mini-program') };\n`

/** The names a module exports (`export function f`, `export const c`, `export { a as b }`). */
function exportedNames(source: string): string[] {
  const declared = Array.from(source.matchAll(/^export (?:function|const|let|class) (\w+)/gm), (match) => match[1] as string)
  const listed = Array.from(source.matchAll(/^export \{([^}]*)\}/gm), (match) => match[1] as string).flatMap((list) =>
    list
      .split(',')
      .map(
        (item) =>
          item
            .trim()
            .split(/\s+as\s+/)
            .at(-1) ?? '',
      )
      .filter(Boolean),
  )
  return [...declared, ...listed]
}

const stub = (name: string) => (METHOD_FACTORIES.has(name) ? `export const ${name} = () => unavailable;\n` : `export const ${name} = unavailable;\n`)

function processorsWithoutGenerator(source: string, id: string): string {
  const start = source.search(AGGREGATE)
  // The function ends at the first line that closes a top-level block after its start.
  const end = start < 0 ? -1 : source.indexOf('\n}\n', start) + 3
  const kept = source.slice(0, end).replace(/^import [^;]*from "\.\/to-json-schema\.js";\n/m, '')
  if (start < 0 || end < 3 || /to-json-schema/.test(kept)) {
    throw new Error(`zodWithoutJsonSchema: ${id} is not laid out as expected (zod 4.6): update the plugin`)
  }
  return kept + UNAVAILABLE + exportedNames(source.slice(end)).map(stub).join('')
}

function generatorStub(source: string, id: string): string {
  const names = exportedNames(source)
  if (![...METHOD_FACTORIES].every((name) => names.includes(name))) {
    throw new Error(`zodWithoutJsonSchema: ${id} does not export ${[...METHOD_FACTORIES].join(', ')}: update the plugin`)
  }
  return UNAVAILABLE + names.map(stub).join('')
}

/** The Vite plugin; add it to `compiler.vitePlugins`. */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'peilian:zod-without-json-schema',
    enforce: 'pre',
    load(id) {
      const file = id.replace(/\?.*$/, '')
      if (PROCESSORS.test(file)) return processorsWithoutGenerator(readFileSync(file, 'utf8'), file)
      if (GENERATOR.test(file)) return generatorStub(readFileSync(file, 'utf8'), file)
      if (ENGLISH.test(file)) return 'export default function () {\n  return {}\n}\n'
      return null
    },
  }
}
