import type { Plugin } from 'vite'

/**
 * Where a build of the mini-program talks to and which WeChat app it is, from the build's
 * environment (miniprogram/README.md "Release"):
 *   PEILIAN_API_BASE     the Peilian server, `https://…` (default the local dev server)
 *   PEILIAN_WEAPP_APPID  the mini-program's appid (default the tourist appid of WeChat DevTools)
 *   PEILIAN_RELEASE=1    a build to upload: refused unless both are a release's (https on a
 *                        domain, a real appid) — WeChat calls only https/wss on registered domains.
 */
export interface WeappRelease {
  apiBase: string
  appid: string
  release: boolean
}

const DEV_API_BASE = 'http://localhost:3000'
const TOURIST_APPID = 'touristappid'

/** The build's release settings; throws with the rule broken when they cannot make a working build. */
export function weappRelease(env: Record<string, string | undefined>): WeappRelease {
  const apiBase = (env.PEILIAN_API_BASE ?? DEV_API_BASE).trim()
  const appid = (env.PEILIAN_WEAPP_APPID ?? TOURIST_APPID).trim()
  const release = env.PEILIAN_RELEASE === '1'
  const url = /^(https?):\/\/([a-z0-9.-]+)(:\d+)?$/i.exec(apiBase)
  if (!url) throw new Error(`PEILIAN_API_BASE must be a server's origin, like https://peilian.example.com (no path, no trailing slash): "${apiBase}"`)
  if (release) {
    const host = url[2]!.toLowerCase()
    if (url[1]!.toLowerCase() !== 'https') throw new Error(`PEILIAN_RELEASE=1: PEILIAN_API_BASE must be https (WeChat calls https and wss only): "${apiBase}"`)
    if (host === 'localhost' || /^[\d.]+$/.test(host)) {
      throw new Error(`PEILIAN_RELEASE=1: PEILIAN_API_BASE must name a registered domain, not ${host}`)
    }
    if (!/^wx[0-9a-f]{16}$/.test(appid))
      throw new Error(`PEILIAN_RELEASE=1: PEILIAN_WEAPP_APPID must be the mini-program's appid (wx and 16 hex digits): "${appid}"`)
  }
  return { apiBase, appid, release }
}

/**
 * Writes `project.config.json` into the build, so the built directory is a project WeChat DevTools
 * and miniprogram-ci open and upload as is, with the build's appid. (The repository's own
 * `project.config.json`, for development, opens `miniprogram/dist/` with the tourist appid.)
 */
export function projectConfig({ appid }: WeappRelease): Plugin {
  return {
    name: 'peilian-project-config',
    generateBundle() {
      const project = {
        description: 'Peilian WeChat mini-program (built by Taro from miniprogram/)',
        miniprogramRoot: './',
        projectname: 'peilian',
        appid,
        compileType: 'miniprogram',
        setting: { urlCheck: true, es6: false, enhance: false, postcss: false, minified: false },
      }
      this.emitFile({ type: 'asset', fileName: 'project.config.json', source: `${JSON.stringify(project, null, 2)}\n` })
    },
  }
}
