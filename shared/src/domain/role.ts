/** Role types of admin §3: ordinary user, administrator (its function list), super administrator. */
export const ROLE_TYPES = { ordinary: 0, administrator: 1, superAdministrator: 2 } as const;
export type RoleType = (typeof ROLE_TYPES)[keyof typeof ROLE_TYPES];
