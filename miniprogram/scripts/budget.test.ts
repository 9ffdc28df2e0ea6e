// @vitest-environment node
import { execFileSync, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, test } from 'vitest'
import { LIMIT_BYTES, checkBudget, mainPackageBytes } from './budget.mjs'

const SCRIPT = join(import.meta.dirname, 'budget.mjs')
const dirs: string[] = []

function fixture(files: Record<string, string | number>): string {
  const dir = mkdtempSync(join(tmpdir(), 'peilian-budget-'))
  dirs.push(dir)
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), typeof content === 'number' ? Buffer.alloc(content) : content)
  }
  return dir
}

const appJson = (extra: object = {}) => JSON.stringify({ pages: ['pages/a/index'], ...extra })

afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

describe('main package budget', () => {
  test('counts main-package files but not subpackages, source maps or the project settings', () => {
    const json = appJson({ subPackages: [{ root: 'exam/', pages: ['index'] }] })
    const dir = fixture({
      'app.json': json,
      'app.js': 100,
      'pages/a/index.js': 40,
      'app.js.map': 5000,
      'project.config.json': 300,
      'exam/index.js': 7000,
      'examples/page.js': 3,
    })
    expect(mainPackageBytes(dir)).toBe(Buffer.byteLength(json) + 100 + 40 + 3)
  })

  test('accepts the older lower-case subpackages key', () => {
    const json = appJson({ subpackages: [{ root: 'report' }] })
    const dir = fixture({ 'app.json': json, 'report/index.js': 900 })
    expect(checkBudget(dir)).toEqual({ mainPackageBytes: Buffer.byteLength(json), limitBytes: LIMIT_BYTES })
  })

  test('the CLI prints the figures and passes within the limit', () => {
    const json = appJson()
    const dir = fixture({ 'app.json': json, 'app.js': 1000 })
    const out = execFileSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' })
    expect(JSON.parse(out)).toEqual({ mainPackageBytes: Buffer.byteLength(json) + 1000, limitBytes: LIMIT_BYTES })
  })

  test('the CLI exits non-zero when the main package exceeds the budget', () => {
    const dir = fixture({ 'app.json': appJson(), 'vendors.js': LIMIT_BYTES })
    const run = spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(JSON.parse(run.stdout).mainPackageBytes).toBeGreaterThan(LIMIT_BYTES)
    expect(run.stderr).toContain(`over the ${LIMIT_BYTES}-byte budget`)
  })

  test('is named, not copied, by the docs: the budget they state is LIMIT_BYTES', () => {
    const docs = ['README.md', '../docs/architecture.md'].map((name) => readFileSync(join(import.meta.dirname, '..', name), 'utf8'))
    const stated = docs.flatMap((text) => [...text.matchAll(/budget[^\n.]{0,40}?\b(\d{3}) KB/g)].map((match) => match[0]))
    expect(stated.filter((claim) => !/then was/.test(claim) && Number(/(\d{3}) KB/.exec(claim)![1]) * 1024 !== LIMIT_BYTES)).toEqual([])
    expect(docs.every((text) => text.includes('LIMIT_BYTES'))).toBe(true)
  })
})
