import { PUBLISH_STATES } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { packageActions } from './packageActions';

describe('task list actions', () => {
  it('offers publishing and deleting only while unpublished', () => {
    expect(packageActions(PUBLISH_STATES.unpublished)).toEqual({ edit: true, publish: true, unpublish: false, remove: true });
  });

  it('offers publishing now and unpublishing while scheduled, never deleting', () => {
    expect(packageActions(PUBLISH_STATES.scheduled)).toEqual({ edit: true, publish: true, unpublish: true, remove: false });
  });

  it('offers only editing once publishing has begun', () => {
    for (const state of [PUBLISH_STATES.publishing, PUBLISH_STATES.published]) {
      expect(packageActions(state)).toEqual({ edit: true, publish: false, unpublish: false, remove: false });
    }
  });
});
