import { vi } from 'vitest';

// The web project runs its files one after another in each worker without a new module registry
// or a new jsdom (`isolate: false`, docs/testing.md "Module import"): the libraries from node_modules
// stay imported, but the app's own modules — its i18next instance, stores and caches — start afresh
// for each file, and so do the page and the storage a file left behind.
vi.resetModules();
if (typeof document !== 'undefined') {
  document.body.replaceChildren();
  for (const { name } of [...document.documentElement.attributes]) document.documentElement.removeAttribute(name);
  localStorage.clear();
  sessionStorage.clear();
}
