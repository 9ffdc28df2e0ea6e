import { PUBLISH_STATES } from '@peilian/shared';
import { describe, expect, it } from 'vitest';
import { packageActions } from './packageActions';

describe('task list actions', () => {
  it('offers publishing and deleting only while unpublished', () => {
    expect(packageActions(PUBLISH_STATES.unpublished)).toEqual({ edit: true, publish: true, unpublish: false, remove: true });
  });

  it('offers publishing now, unpublishing and deleting while scheduled', () => {
    expect(packageActions(PUBLISH_STATES.scheduled)).toEqual({ edit: true, publish: true, unpublish: true, remove: true });
  });

  it('offers editing and deleting (to the recycle bin) once published, only editing while publishing', () => {
    expect(packageActions(PUBLISH_STATES.published)).toEqual({ edit: true, publish: false, unpublish: false, remove: true });
    expect(packageActions(PUBLISH_STATES.publishing)).toEqual({ edit: true, publish: false, unpublish: false, remove: false });
  });
});
