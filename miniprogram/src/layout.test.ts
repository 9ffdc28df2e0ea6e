import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

// The mini-program's floors (README.md, "Layout"), checked on the tree: pages stand on components
// and hooks, which stand on services, then stores, then lib; the root's route and tab tables and
// the bundled strings are the ground. A folder imports only the floors below it.

const SRC = path.dirname(fileURLToPath(import.meta.url))

/** Bottom to top, by folder or root file (without its extension): the app and its config on top. */
const FLOORS = [['tabs', 'i18n', 'assets'], ['routes'], ['lib'], ['stores'], ['services'], ['hooks'], ['components'], ['pages'], ['app', 'app.config']]
const roomOf = (name: string) => name.split('/')[0]!.replace(/\.tsx?$/, '')
const floorOf = (name: string) => FLOORS.findIndex((floor) => floor.includes(roomOf(name)))

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

const files = sources(SRC).map((file) => ({ name: path.relative(SRC, file).split(path.sep).join('/'), text: readFileSync(file, 'utf8') }))
const imports = files.flatMap((file) =>
  [...file.text.matchAll(/\b(?:from|import)\s*\(?\s*'(\.\.?\/[^']+)'/g)].map((match) => ({
    from: file.name,
    target: path.posix.join(path.posix.dirname(file.name), match[1]!),
  })),
)

describe('the mini-program layout', () => {
  it('places every folder and root file of src/ on a floor', () => {
    const entries = readdirSync(SRC).filter((name) => !/\.(test\.ts|css)$/.test(name))
    expect(entries.filter((name) => floorOf(name) < 0)).toEqual([])
  })

  it('imports only downwards: pages → components → hooks → services → stores → lib', () => {
    expect(imports.length).toBeGreaterThan(300)
    const upwards = imports.filter(({ from, target }) => roomOf(from) !== roomOf(target) && floorOf(target) >= floorOf(from))
    expect(upwards.map(({ from, target }) => `${from} → ${target}`)).toEqual([])
  })
})
