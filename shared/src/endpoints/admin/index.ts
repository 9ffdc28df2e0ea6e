/** The back office's calls (admin-back-office §7), by resource. */
export const adminEndpoints = {} as const;
