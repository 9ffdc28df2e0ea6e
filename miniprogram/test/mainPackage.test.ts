// @vitest-environment node
import { describe, expect, test } from 'vitest'
import type { Endpoint } from '@peilian/shared'
import {
  examEndpoints,
  faqEndpoints,
  practiceEndpoints,
  trainingCentreEndpoints,
  trainingRankingEndpoints,
  trainingTaskEndpoints,
} from '@peilian/shared/endpoints'
import { packageText } from './builtPackages'
import { requireBuiltDist } from './weappHarness'

// What the built main package (every learner's first download) holds of the endpoint table: the
// calls of its own pages, not those of calls only subpackages make, whose definitions carry their
// schemas. A call bound in the main package would bring its path, and its schemas, back there.

/** The paths of an area's calls. */
const pathsOf = (area: Record<string, Endpoint>) => Object.values(area).map((definition) => definition.path)

/** Areas, or parts of one, only subpackage pages call, and the subpackage that binds each. */
const SUBPACKAGE_ONLY = [
  { root: 'pages/task', area: trainingTaskEndpoints },
  { root: 'pages/ranking', area: trainingRankingEndpoints },
  { root: 'pages/exam', area: examEndpoints },
  { root: 'pages/practice', area: practiceEndpoints },
  { root: 'pages/practice', area: faqEndpoints },
]

/** The longest beginning of `path` (beyond `api/`) that `text` holds, or ''. */
function longestHeadIn(text: string, path: string): string {
  for (let end = path.length; end > 'api/'.length; end--) if (text.includes(path.slice(0, end))) return path.slice(0, end)
  return ''
}

describe('the main package', () => {
  requireBuiltDist()
  const main = packageText('')
  const mainPaths = pathsOf(trainingCentreEndpoints)
  // A path the main package's calls begin with (the media task's, which progress reports extend) says nothing.
  const inMainCall = (path: string) => Object.values(trainingCentreEndpoints).some((definition) => definition.path.startsWith(path))

  test('holds the training centre calls it makes', () => {
    for (const path of mainPaths) expect(longestHeadIn(main, path), path).not.toBe('')
    expect(main.includes(trainingCentreEndpoints.centre.path)).toBe(true)
  })

  test('holds no call, nor its schema, of an area only subpackages call; that subpackage does', () => {
    for (const { root, area } of SUBPACKAGE_ONLY) {
      const sub = packageText(root)
      // The bundle joins some paths from a constant (`${BASE}/:id/save`): what stands of each is its
      // longest beginning that the subpackage holds.
      const heads = pathsOf(area)
        .map((path) => longestHeadIn(sub, path))
        .filter((head) => head !== '' && !inMainCall(head))
      expect(heads.length, `${root}'s calls`).toBeGreaterThan(0)
      for (const head of heads) expect(main.includes(head), `${head} in the main package`).toBe(false)
    }
    // Fields only the task detail's and the media's answers have (learnerTaskDetail.ts).
    for (const field of ['fronttasktitle', 'allowseek', 'previewstatus']) {
      expect(main.includes(field), `${field} in the main package`).toBe(false)
      expect(packageText('pages/task').includes(field), `${field} in pages/task`).toBe(true)
    }
  })
})
