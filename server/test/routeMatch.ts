import { createRouters } from '../src/routes.js';

/**
 * Which routes serve a call written as a path shape (`api/admin/study/paper/{id}`): the router
 * layers of the public, learner and admin routers that match its method, where every literal
 * segment of the shape is a literal of the route — a `:id` that swallows `batchset` is not the call.
 */

const SAMPLE_ID = '0123456789abcdef0123456789abcdef';
const routers = createRouters();

/** True when the route's path has the shape's literals where the shape has them. */
function sameShape(shape: string, routePath: string): boolean {
  const wanted = shape.split('/');
  const route = routePath.replace(/^\//, '').split('/');
  return wanted.length === route.length && wanted.every((segment, i) => segment.startsWith('{') || route[i] === segment);
}

export function servingLayers(method: string, shape: string) {
  const url = `/${shape.replace(/\{[^}]+\}/g, SAMPLE_ID)}`;
  return [routers.public, routers.learner, routers.admin].flatMap((router) =>
    router.match(url, method).pathAndMethod.filter((layer) => layer.methods.length > 0 && sameShape(shape, String(layer.path))),
  );
}
