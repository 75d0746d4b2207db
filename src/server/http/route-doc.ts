/** Transitional: routes not yet declared through route() describe themselves with described(). */
import type { RouteDoc } from './route.js';

export type { RouteDoc };

/** The route options of a route that describes itself: `app.get(path, described({...}), handler)`. */
export const described = (doc: RouteDoc, options: { public?: boolean } = {}) => ({
  config: { ...(options.public ? { public: true } : {}), doc },
});
