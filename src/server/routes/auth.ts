// Sign-in, sign-out, the current user and staff registration (docs/architecture.md "First staff account").
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessOf, registerSchema } from '../../shared/credentials';
import { loginSchema } from '../../shared/schema';
import { staffActivity } from '../activity/other-activity';
import type { ContractTypeProvider } from '../api-contract';
import { currentUser } from '../auth/guard';
import { hashPassword } from '../auth/passwords';
import { deleteSession, SESSION_COOKIE } from '../auth/sessions';
import { isSetupCodeValid } from '../auth/setup-code';
import { createSignIn, sessionCookieOptions, startSession } from '../auth/sign-in';
import { AppError, parseInput, unauthorized } from '../errors';
import { limitPerAddress } from '../limits/per-address';
import { errorResponses, noContent, sessionOptional, staffOnly, userSchema } from '../response-schemas';
import { createFirstUser, createUser, hasUsers, setupCodeRefused } from '../services/users';

/** Staff adding colleagues are not guessing anything, so only anonymous registration is limited. */
const signedIn = async (request: FastifyRequest) => (await currentUser(request)) !== null;

/** Anonymous registrations per client address: enough for typos, too few for guessing setup codes. */
const registrationLimit = limitPerAddress({
  name: 'register',
  max: 10,
  minutes: 15,
  message: (wait) => `Too many registration attempts. Please try again in ${wait}.`,
  exempt: signedIn,
});

const tags = ['auth'];

export async function authRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const signIn = createSignIn(app);
  const cookieOptions = sessionCookieOptions(app);

  const userSchemas = { tags, response: { 200: userSchema, ...errorResponses } };

  app.get(
    '/api/user',
    { schema: { summary: 'The signed-in staff member', ...staffOnly, ...userSchemas } },
    async (request, reply) => {
      const user = await currentUser(request);
      if (user) return user;
      // A cookie naming a session that ended is dropped so the browser stops sending it.
      if (request.cookies[SESSION_COOKIE]) reply.clearCookie(SESSION_COOKIE, cookieOptions);
      throw unauthorized();
    },
  );

  app.post(
    '/api/login',
    { schema: { summary: 'Sign in', body: loginSchema, ...userSchemas } },
    async (request, reply) => {
      return signIn(request, reply, parseInput(loginSchema, request.body));
    },
  );

  const logoutSchema = {
    summary: 'Sign out',
    tags,
    ...sessionOptional,
    response: { 204: noContent, ...errorResponses },
  };
  app.post('/api/logout', { schema: logoutSchema }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(app.db, token);
    reply.clearCookie(SESSION_COOKIE, cookieOptions);
    return reply.status(204).send();
  });

  const registerContract = {
    summary: 'Add a staff account (signed in), or the first one (with the setup code)',
    description: 'Without a session: only the first account.',
    tags,
    ...sessionOptional,
    body: registerSchema,
    response: { 201: userSchema, ...errorResponses },
  };
  app.post(
    '/api/register',
    // Counted before the body is read; signed-in staff are exempt. Adding a colleague is Staff Accounts' work, as at
    // POST /api/admin/staff: the guard holds a signed-in caller to it (guardSignedInCallers).
    { onRequest: registrationLimit, config: { permission: 'staff' }, schema: registerContract },
    async (request, reply) => {
      const input = parseInput(registerSchema, request.body);
      if (await currentUser(request)) {
        // A colleague's account (an Editor's: this older call names no role); the caller stays signed in.
        const created = await createUser(app.db, input.username, await hashPassword(input.password), accessOf({}));
        await staffActivity.added(request, created);
        return reply.status(201).send(created);
      }
      if (await hasUsers(app.db)) throw new AppError(401, 'Sign in to add a staff account');
      // Checked before hashing so requests without the code cost no hashing work.
      if (!input.setupCode || !(await isSetupCodeValid(app.db, input.setupCode))) throw setupCodeRefused();
      const passwordHash = await hashPassword(input.password);
      const created = await createFirstUser(app.database, {
        username: input.username,
        passwordHash,
        setupCode: input.setupCode,
      });
      await startSession(app, reply, created);
      return reply.status(201).send(created);
    },
  );
}
