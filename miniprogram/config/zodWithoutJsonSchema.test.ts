import { join, resolve } from 'node:path'
import { describe, expect, test } from 'vitest'
import { zodWithoutJsonSchema } from './zodWithoutJsonSchema'

// The mini-program's zod as the build loads it, against the zod the workspace installs.
const ZOD = resolve(import.meta.dirname, '..', '..', 'shared', 'node_modules', 'zod', 'v4')

const load = (file: string) => {
  const hook = zodWithoutJsonSchema().load as (id: string) => string | null
  return hook(join(ZOD, file))
}

/** A generated module evaluated on its own (the generator stub imports nothing). */
const evaluate = async (source: string) => (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as Record<string, unknown>

describe('zod without what the mini-program never calls', () => {
  test('the JSON Schema generator throws when called, and its method factories still give methods', async () => {
    const generator = await evaluate(load('core/to-json-schema.js') ?? '')
    const method = (generator.createToJSONSchemaMethod as (schema: unknown) => () => unknown)({})
    expect(() => method()).toThrow('JSON Schema generation is left out of the mini-program')
    expect(() => (generator.finalize as () => unknown)()).toThrow('left out')
  })

  test('the processors keep aggregateChecks as zod wrote it and import nothing of the generator', () => {
    const processors = load('core/json-schema-processors.js') ?? ''
    expect(processors).toMatch(/^export function aggregateChecks\(schema\) \{$/m)
    expect(processors).not.toContain('to-json-schema')
    expect(processors).toContain('export const stringProcessor = unavailable;')
    expect(processors).toContain('export const toJSONSchema = unavailable;')
  })

  test('zod registers no English texts; other modules load unchanged', async () => {
    const english = await evaluate(load('locales/en.js') ?? '')
    expect((english.default as () => unknown)()).toEqual({})
    expect(load('core/schemas.js')).toBeNull()
  })
})
