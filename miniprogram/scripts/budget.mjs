// Fails the build when the mini-program's main package outgrows WeChat's limit.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * The main package's budget, fixed: 600 KB. WeChat refuses to upload a main package above 2 MB,
 * the design allows at most 1 MB, and every learner downloads the main package before the first
 * screen, so the product keeps it at 600 KB (subpackages load when first opened). The budget is not
 * raised to fit a new size: a change that outgrows it moves code into a subpackage or splits what
 * the main package imports (docs/decisions.md "The mini-program's main package"). The docs name
 * this constant rather than copy its value; the build prints the current size.
 */
export const LIMIT_BYTES = 600 * 1024

/**
 * Roots of the subpackages app.json declares (`subPackages`, or the older `subpackages`).
 * @param {string} distDir
 * @returns {string[]}
 */
export function subpackageRoots(distDir) {
  /** @type {{ subPackages?: { root: string }[], subpackages?: { root: string }[] }} */
  const appJson = JSON.parse(readFileSync(join(distDir, 'app.json'), 'utf8'))
  return (appJson.subPackages ?? appJson.subpackages ?? []).map((pkg) => pkg.root.replace(/^\/+|\/+$/g, ''))
}

/**
 * @param {string} dir
 * @returns {string[]} every file below dir
 */
function listFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    return entry.isDirectory() ? listFiles(path) : [path]
  })
}

/** Files of dist that are not uploaded: the project's settings for DevTools and miniprogram-ci. */
const NOT_UPLOADED = ['project.config.json', 'project.private.config.json']

/**
 * Bytes of the main package: every file of dist outside the declared subpackages, source maps and
 * the project's settings excluded (WeChat DevTools leaves them out of the upload).
 * @param {string} distDir
 * @returns {number}
 */
export function mainPackageBytes(distDir) {
  const roots = subpackageRoots(distDir)
  return listFiles(distDir)
    .filter((file) => !file.endsWith('.map'))
    .filter((file) => {
      const path = relative(distDir, file).split(sep).join('/')
      return !NOT_UPLOADED.includes(path) && !roots.some((root) => path === root || path.startsWith(`${root}/`))
    })
    .reduce((sum, file) => sum + statSync(file).size, 0)
}

/**
 * @param {string} distDir
 * @param {number} [limitBytes]
 * @returns {{ mainPackageBytes: number, limitBytes: number }}
 */
export function checkBudget(distDir, limitBytes = LIMIT_BYTES) {
  return { mainPackageBytes: mainPackageBytes(distDir), limitBytes }
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href
if (invokedDirectly) {
  const distDir = resolve(process.argv[2] ?? join(import.meta.dirname, '..', 'dist'))
  const result = checkBudget(distDir)
  console.log(JSON.stringify(result))
  if (result.mainPackageBytes > result.limitBytes) {
    console.error(`miniprogram main package is ${result.mainPackageBytes} bytes, over the ${result.limitBytes}-byte budget: move pages into a subpackage`)
    process.exitCode = 1
  }
}
