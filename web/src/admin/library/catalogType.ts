import { CATALOG_TYPES, type MediaKind } from '@peilian/shared';

/** The catalogue tree of a media kind (files and videos each have their own). */
export const catalogTypeOf = (kind: MediaKind) => (kind === 'video' ? CATALOG_TYPES.video : CATALOG_TYPES.file);
