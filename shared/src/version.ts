/** The product version label shown in the interface (spec: 2.1.0604; hidden in third-party mode). */
export const VERSION_LABEL = '2.1.0604';
