/** Role types of admin §3: ordinary user, administrator (its function list), super administrator. */
export const ROLE_TYPES = { ordinary: 0, administrator: 1, superAdministrator: 2 } as const;
export type RoleType = (typeof ROLE_TYPES)[keyof typeof ROLE_TYPES];

/**
 * The applications a role opens besides the back office (admin §3 Role, "permissions per
 * application"): the training centre (every learner page: tasks, exams, practice, quick Q&A, the
 * library), the smart assistant and the smart question bank. The back office itself is the role's
 * type and functions. A role made without a choice opens all three (docs/people.md "Roles").
 */
export const ROLE_APPLICATIONS = ['training', 'assistant', 'questionbank'] as const;
export type RoleApplication = (typeof ROLE_APPLICATIONS)[number];

/** What a user row carries when no role says otherwise: every application (accounts made before roles, the owner). */
export const ALL_ROLE_APPLICATIONS = ROLE_APPLICATIONS.join(',');

/** Whether a user's applications (the comma-separated copy on the user row) open `application`. */
export function opensApplication(apps: string, application: RoleApplication): boolean {
  return apps.split(',').includes(application);
}
