import { existsSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { ROUTES } from '../src/routes'

// Every page that makes a call WeChat's privacy rules list renders the privacy prompt, or WeChat
// would hold the call with nothing on screen to agree with. A page's own modules (its folder's
// files and the app's components and adapters it imports) are followed to find such calls.

const SRC = resolve(import.meta.dirname, '..', 'src')

/** The modules of the app that make privacy-listed calls: the clipboard, the microphone, the avatar picker. */
const PRIVACY_LISTED = ['lib/clipboard.ts', 'lib/recorder.ts', 'components/AvatarButton.tsx']
const PROMPT = 'components/PrivacyPopup.tsx'

function moduleFile(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier)
  return ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((file) => existsSync(file)) ?? null
}

/** The app's own modules a page imports, directly or through others (not shared's, not libraries). */
function appModules(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen
  seen.add(file)
  for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/^import (?!type )[^'"]*['"](\.[^'"]+)['"]/gm)) {
    const target = specifier && moduleFile(file, specifier)
    if (target) appModules(target, seen)
  }
  return seen
}

const pageModules = (page: string) => new Set([...appModules(join(SRC, `${page}.tsx`))].map((file) => relative(SRC, file)))

describe('the privacy prompt', () => {
  test('is on every page whose code makes a privacy-listed call', () => {
    const pages = Object.values(ROUTES)
    const asking = pages.filter((page) => PRIVACY_LISTED.some((module) => pageModules(page).has(module)))
    // The pages known to make such calls, so the walk above is seen to find them.
    expect(asking).toEqual(expect.arrayContaining([ROUTES.centre, ROUTES.mine, ROUTES.register, ROUTES.exam, ROUTES.practiceRoom, ROUTES.faq]))
    expect(asking.filter((page) => !pageModules(page).has(PROMPT))).toEqual([])
  })
})
