import { describe, expect, it } from 'vitest';
import { microphoneErrorKey } from './microphone';

describe("getUserMedia's errors as the spec's recording messages", () => {
  it.each([
    ['NotAllowedError', 'practiceLearner.micErrors.notAllowed'],
    ['NotFoundError', 'practiceLearner.micErrors.notFound'],
    ['NotReadableError', 'practiceLearner.micErrors.unreadable'],
    ['AbortError', 'practiceLearner.micErrors.aborted'],
    ['OverconstrainedError', 'practiceLearner.micErrors.constraints'],
    ['SecurityError', 'practiceLearner.micErrors.security'],
    ['NotSupportedError', 'practiceLearner.micErrors.unsupported'],
    ['SomethingElse', 'practiceLearner.micErrors.other'],
  ])('%s → %s', (name, key) => {
    expect(microphoneErrorKey({ name })).toBe(key);
    const error = new Error('refused');
    error.name = name;
    expect(microphoneErrorKey(error)).toBe(key);
  });

  it('takes anything without a name as the default message', () => {
    expect(microphoneErrorKey('busy')).toBe('practiceLearner.micErrors.other');
    expect(microphoneErrorKey(null)).toBe('practiceLearner.micErrors.other');
  });
});
