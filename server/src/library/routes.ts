import { registerBannerRoutes } from '../resources/banners/routes.js';
import { registerCatalogueRoutes } from '../resources/catalogues/routes.js';
import { registerImageRoutes } from '../resources/images/routes.js';
import { registerMediaRoutes } from '../resources/media/routes.js';
import { registerUploadRoutes } from '../resources/uploads/routes.js';
import type { Routers } from '../http/routers.js';

/** The content library's routes: catalogues, resumable uploads, media and their content, the image chooser, banners. */
export function registerLibraryRoutes(routers: Routers): void {
  registerCatalogueRoutes(routers);
  registerUploadRoutes(routers);
  registerMediaRoutes(routers);
  registerImageRoutes(routers);
  registerBannerRoutes(routers);
}
