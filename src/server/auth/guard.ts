// One guard for every /api/admin route (ADR 040): each route declares the permission it needs in its config, and
// every one is registered in the admin plugin (adminScope below, routes/admin.ts), whose onRoute hook puts this
// check before the route's own pre-handlers. The session is checked on the server
// for each request; a route that declares nothing is refused to everyone. A route outside /api/admin that declares
// a permission (POST /api/register) holds signed-in callers to it with the same check (guardSignedInCallers).
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest, preHandlerHookHandler } from 'fastify';
import { hasPermission, noPermission, PERMISSIONS, type Permission } from '../../shared/permissions';
import type { User } from '../../shared/schema';
import { forbidden, unauthorized } from '../errors';
import { findSessionUser, SESSION_COOKIE, sessionLimits } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    user: User | null;
  }
  interface FastifyContextConfig {
    /**
     * What an /api/admin route needs (src/shared/permissions.ts); without it the route is refused to everyone. On a
     * route outside /api/admin: what a signed-in caller needs (visitors get what the route does for visitors).
     */
    permission?: Permission;
  }
}

export const ADMIN_PREFIX = '/api/admin';

/** The signed-in user of this request, or null; looked up once per request. */
export async function currentUser(request: FastifyRequest): Promise<User | null> {
  if (request.user !== null) return request.user;
  const token = request.cookies[SESSION_COOKIE];
  if (!token) return null;
  request.user = await findSessionUser(
    request.server.db,
    token,
    request.server.now(),
    sessionLimits(request.server.env),
  );
  return request.user;
}

/** The caller of an admin route, whom the guard has already let in. */
export function staffUser(request: FastifyRequest): User {
  if (!request.user) throw unauthorized();
  return request.user;
}

export const PASSWORD_CHANGE_NEEDED =
  'Your password is a temporary one: change it in Staff Accounts before doing anything else';

/** Said to everyone by a route that declares no permission: nobody is let in by forgetting. */
export const UNDECLARED = 'do this (the route declares no permission)';

/** The one check: signed in; a password of one's own (except to choose it); a role that holds the permission. */
export function permissionGuard(permission: Permission | undefined): preHandlerHookHandler {
  return async (request) => {
    const user = await currentUser(request);
    if (!user) throw unauthorized();
    if (!permission) throw forbidden(noPermission(UNDECLARED));
    const definition = PERMISSIONS[permission];
    if (user.mustChangePassword && !('withTemporaryPassword' in definition)) throw forbidden(PASSWORD_CHANGE_NEEDED);
    if (!hasPermission(user.role, permission)) throw forbidden(noPermission(definition.words));
  };
}

const ADMIN_SCOPE = Symbol('the admin plugin');

const isAdminUrl = (url: string) => url === ADMIN_PREFIX || url.startsWith(`${ADMIN_PREFIX}/`);

/**
 * Makes the plugin every /api/admin route is registered in (routes/admin.ts): each of its routes gets the guard
 * first, whatever else it runs before its handler (a limit on password attempts runs only for callers the guard
 * let in). A route there outside /api/admin stops the server from starting: it would be guarded by mistake.
 */
export function adminScope(routes: FastifyPluginAsync): FastifyPluginAsync {
  return async (admin) => {
    // Read by the check below through the prototype chain of this plugin's children, which the root does not have.
    (admin as FastifyInstance & Record<symbol, boolean>)[ADMIN_SCOPE] = true;
    admin.addHook('onRoute', (route) => {
      if (!isAdminUrl(route.url)) throw new Error(`${route.url}: only /api/admin routes belong in the admin plugin`);
      const own = route.preHandler ? ([] as preHandlerHookHandler[]).concat(route.preHandler) : [];
      route.preHandler = [permissionGuard(route.config?.permission), ...own];
    });
    await routes(admin, {});
  };
}

/**
 * Registered before any route: an /api/admin route registered outside the admin plugin, where no guard would
 * cover it, stops the server from starting.
 */
export function refuseAdminRoutesOutsideTheirPlugin(app: FastifyInstance): void {
  app.addHook('onRoute', function (route) {
    if (isAdminUrl(route.url) && !(this as FastifyInstance & Record<symbol, boolean>)[ADMIN_SCOPE]) {
      throw new Error(`${route.method} ${route.url}: register /api/admin routes in the admin plugin (routes/admin.ts)`);
    }
  });
}

/**
 * Registered before any route: a route outside /api/admin that declares a permission is open to visitors (what it
 * does for them is its own rule: POST /api/register makes only the first account), and holds every signed-in caller
 * to that permission with the one check, before the route's own pre-handlers, as the admin plugin does.
 */
export function guardSignedInCallers(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const permission = route.config?.permission;
    if (!permission || isAdminUrl(route.url)) return;
    const guard = permissionGuard(permission);
    const signedInGuard: preHandlerHookHandler = async function (request, reply) {
      if (await currentUser(request)) await guard.call(this, request, reply, () => {});
    };
    const own = route.preHandler ? ([] as preHandlerHookHandler[]).concat(route.preHandler) : [];
    route.preHandler = [signedInGuard, ...own];
  });
}

/** The teams a caller's work is limited to: a Coach's; null for a role not limited to teams. */
export const teamScope = (user: User): string[] | null => (user.role === 'coach' ? user.teamIds : null);

/** Whether a row's team is one the caller may work on (a row without a team is another team's). */
export const mayWorkOnTeam = (user: User, teamId: unknown): boolean => {
  const scope = teamScope(user);
  return scope === null || (typeof teamId === 'string' && scope.includes(teamId));
};

/** The refusal of a Coach's call about another team's item: 'change another team's fixtures'. */
export const otherTeam = (words: string) => forbidden(noPermission(words));
