import { PUBLISH_STATES } from '@peilian/shared';

/** What the task list offers for a package (admin §4): the server refuses the rest anyway. */
export interface PackageActions {
  edit: boolean;
  /** Publish now or on a schedule: unpublished, or scheduled (to publish now or move the time). */
  publish: boolean;
  /** Back to unpublished: only while scheduled. */
  unpublish: boolean;
  /** Delete (to the recycle bin): in any state but the scheduler's brief "publishing". */
  remove: boolean;
}

export function packageActions(publishstate: number): PackageActions {
  return {
    edit: true,
    publish: publishstate === PUBLISH_STATES.unpublished || publishstate === PUBLISH_STATES.scheduled,
    unpublish: publishstate === PUBLISH_STATES.scheduled,
    remove: publishstate !== PUBLISH_STATES.publishing,
  };
}
