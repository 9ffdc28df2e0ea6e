import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import { DIST, readAppJson } from './weappHarness'

/** The text of the built files of a package: the main package (`''`) or a subpackage root. */
export function packageText(root: string): string {
  const roots = (readAppJson().subPackages as { root: string }[]).map((pkg) => pkg.root)
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]))
  return files(DIST)
    .filter((file) => /\.(js|json|wxml)$/.test(file))
    .filter((file) => {
      const path = relative(DIST, file).split(sep).join('/')
      const owner = roots.find((candidate) => path.startsWith(`${candidate}/`)) ?? ''
      return owner === root
    })
    .map((file) => readFileSync(file, 'utf8'))
    .join('\n')
}
