import { expect } from 'vitest';
import { ProviderError } from '../src/providers/errors.js';

/** The `ProviderError` a provider call fails with (the test fails if it succeeds or throws anything else). */
export async function providerFailure(promise: Promise<unknown>): Promise<ProviderError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ProviderError);
  return error as ProviderError;
}
