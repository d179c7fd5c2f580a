// Staff accounts in the portal: the list, adding a colleague, changing one's own password, removing a colleague.
// The command line (npm run staff) does the same with the server stopped; both go through services/users.ts.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import {
  accessOf,
  addStaffRequestSchema,
  changePasswordRequestSchema,
  staffAccessSchema,
  temporaryPasswordSchema,
} from '../../shared/credentials';
import { staffActivity, usernameOf } from '../activity/other-activity';
import type { ContractTypeProvider } from '../api-contract';
import { staffUser } from '../auth/guard';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { hashToken, SESSION_COOKIE } from '../auth/sessions';
import { AppError, unauthorized } from '../errors';
import { limitPerAddress } from '../limits/per-address';
import { errorResponses, noContent, staffAccountSchema } from '../response-schemas';
import {
  accountNotFound,
  changeOwnPassword,
  createUser,
  findUserWithHash,
  listAccounts,
  removeColleague,
  restoreColleague,
  setAccess,
  setTemporaryPassword,
} from '../services/users';
import { accountIdParams, parseJsonBody } from './route-helpers';

const tags = ['staff'];

/** Someone at a signed-in computer guessing its owner's password gets as few tries as at the sign-in page. */
const passwordAttempts = limitPerAddress({
  name: 'password',
  max: 10,
  minutes: 15,
  message: (wait) => `Too many password change attempts. Please try again in ${wait}.`,
});

export async function staffRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const contract = <T extends object>(summary: string, parts: T) => ({ summary, tags, ...parts });

  app.get(
    '/api/admin/staff',
    {
      config: { permission: 'staff' },
      schema: contract("Every staff account, with its role and a Coach's teams", {
        response: { 200: z.array(staffAccountSchema), ...errorResponses },
      }),
    },
    () => listAccounts(app.db),
  );

  app.post(
    '/api/admin/staff',
    {
      config: { permission: 'staff' },
      schema: contract("Add a staff account; without a role it is an Editor's, and a Coach names their teams", {
        body: addStaffRequestSchema,
        response: { 201: staffAccountSchema, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const { username, password, ...access } = parseJsonBody(request, addStaffRequestSchema);
      const created = await createUser(app.db, username, await hashPassword(password), accessOf(access));
      await staffActivity.added(request, created);
      return reply.status(201).send(created);
    },
  );

  app.put(
    '/api/admin/staff/me/password',
    {
      // Counted only for staff: the guard refuses an anonymous caller before it costs a database write. The one call
      // open to an account with a temporary password: choosing its own is what it must do first.
      config: { permission: 'own-account' },
      preHandler: passwordAttempts,
      schema: contract('Change your own password; your other sessions end', {
        body: changePasswordRequestSchema,
        response: { 200: staffAccountSchema, ...errorResponses },
      }),
    },
    async (request) => {
      const user = staffUser(request);
      const { currentPassword, newPassword } = parseJsonBody(request, changePasswordRequestSchema);
      const found = await findUserWithHash(app.db, user.username);
      if (!(await verifyPassword(found?.password, currentPassword))) {
        throw new AppError(400, 'Invalid input', [
          { path: 'currentPassword', message: 'Current password is incorrect' },
        ]);
      }
      const token = request.cookies[SESSION_COOKIE] ?? '';
      const updated = await changeOwnPassword(app.db, user.id, await hashPassword(newPassword), hashToken(token));
      if (!updated) throw unauthorized();
      await staffActivity.ownPassword(request, updated);
      return updated;
    },
  );

  app.put(
    '/api/admin/staff/:id/password',
    {
      config: { permission: 'staff' },
      schema: contract(
        'Set a temporary password for a colleague who forgot theirs; their sessions end and they must change it at their next sign-in',
        {
          params: accountIdParams,
          body: temporaryPasswordSchema,
          response: { 200: staffAccountSchema, ...errorResponses },
        },
      ),
    },
    async (request) => {
      const user = staffUser(request);
      const params = accountIdParams.safeParse(request.params);
      if (!params.success) throw accountNotFound();
      const { password } = parseJsonBody(request, temporaryPasswordSchema);
      const account = await setTemporaryPassword(app.db, user.id, params.data.id, await hashPassword(password));
      await staffActivity.passwordReset(request, account);
      return account;
    },
  );

  app.put(
    '/api/admin/staff/:id/role',
    {
      config: { permission: 'staff' },
      schema: contract(
        "Set an account's role, and a Coach's teams (at least one); the last Admin cannot be given another role",
        { params: accountIdParams, body: staffAccessSchema, response: { 200: staffAccountSchema, ...errorResponses } },
      ),
    },
    async (request) => {
      const params = accountIdParams.safeParse(request.params);
      if (!params.success) throw accountNotFound();
      const access = parseJsonBody(request, staffAccessSchema);
      const before = (await listAccounts(app.db)).find((account) => account.id === params.data.id);
      const updated = await setAccess(app.db, params.data.id, access);
      await staffActivity.roleChanged(request, before, updated);
      return updated;
    },
  );

  app.delete(
    '/api/admin/staff/:id',
    {
      config: { permission: 'staff' },
      schema: contract("Remove a colleague's account; its sessions end", {
        params: accountIdParams,
        response: { 204: noContent, ...errorResponses },
      }),
    },
    async (request, reply) => {
      const user = staffUser(request);
      const params = accountIdParams.safeParse(request.params);
      if (!params.success) throw accountNotFound();
      const username = await usernameOf(app.db, params.data.id);
      await removeColleague(app.db, user.id, params.data.id);
      await staffActivity.removed(request, params.data.id, username ?? `account ${params.data.id}`);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/admin/staff/:id/restore',
    {
      config: { permission: 'staff' },
      schema: contract("Undo the removal of a colleague's account, within minutes of it; they sign in again", {
        params: accountIdParams,
        response: { 200: staffAccountSchema, ...errorResponses },
      }),
    },
    async (request) => {
      const params = accountIdParams.safeParse(request.params);
      if (!params.success) throw accountNotFound();
      const restored = await restoreColleague(app.db, params.data.id);
      await staffActivity.restored(request, restored);
      return restored;
    },
  );
}
