// Builds the mini-program as a release is built (PEILIAN_RELEASE=1, an https server on a domain,
// a real appid) into dist-release/, then fails when any file of it still names a local server or
// lacks the configured one, when its project.config.json carries another appid, or when its main
// package is over budget. Prints what it checked as JSON. (`pnpm test` runs it after the dev build.)
import { execFileSync } from 'node:child_process'
import { readdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { checkBudget } from './budget.mjs'

const ROOT = join(import.meta.dirname, '..')
const OUT = 'dist-release'
const API_BASE = 'https://peilian.example.com'
const APPID = 'wx0123456789abcdef'
/**
 * What a development build points at and a release must not: a URL of a local server, the tourist
 * appid. (socket.io's engine keeps the word `localhost` as its fallback host name, not a URL.)
 */
const LOCAL = /(?:https?|wss?):\/\/(?:localhost|127\.0\.0\.1)|touristappid/

/** @param {string} dir @returns {string[]} */
const listFiles = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? listFiles(join(dir, entry.name)) : [join(dir, entry.name)]))

const outDir = join(ROOT, OUT)
rmSync(outDir, { recursive: true, force: true })
execFileSync('pnpm', ['exec', 'taro', 'build', '--type', 'weapp'], {
  cwd: ROOT,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PEILIAN_RELEASE: '1', PEILIAN_API_BASE: API_BASE, PEILIAN_WEAPP_APPID: APPID, PEILIAN_WEAPP_OUT: OUT },
})

const texts = listFiles(outDir)
  .filter((file) => /\.(js|json|wxml|wxss|wxs)$/.test(file))
  .map((file) => ({ file: file.slice(outDir.length + 1), text: readFileSync(file, 'utf8') }))
const problems = [
  ...texts.filter(({ text }) => LOCAL.test(text)).map(({ file, text }) => `${file} names ${LOCAL.exec(text)?.[0]}`),
  ...(texts.some(({ text }) => text.includes(API_BASE)) ? [] : [`no file carries the configured server ${API_BASE}`]),
]
const project = JSON.parse(readFileSync(join(outDir, 'project.config.json'), 'utf8'))
if (project.appid !== APPID) problems.push(`project.config.json has appid ${project.appid}, not ${APPID}`)
const budget = checkBudget(outDir)
if (budget.mainPackageBytes > budget.limitBytes) problems.push(`the main package is ${budget.mainPackageBytes} bytes, over ${budget.limitBytes}`)

console.log(JSON.stringify({ apiBase: API_BASE, appid: project.appid, filesScanned: texts.length, ...budget, problems }))
if (problems.length > 0) process.exit(1)
