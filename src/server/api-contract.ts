// The API's declared contract (docs/decisions/015): routes declare zod schemas, replies are serialized through
// them, and /api/openapi.json is generated from them for the club's other tools.
import swagger from '@fastify/swagger';
import type { FastifyInstance, FastifySchema, FastifyTypeProvider, RouteOptions } from 'fastify';
import {
  createJsonSchemaTransform,
  createJsonSchemaTransformObject,
  serializerCompiler,
} from 'fastify-type-provider-zod';
import { z } from 'zod/v4';
import { CLUB } from '../shared/constants';
import { permissionDescription } from '../shared/permissions';
import { ADMIN_PREFIX } from './auth/guard';
import { SESSION_COOKIE } from './auth/sessions';
import type { CachedResponse } from './cache/cached-response';
import { encodeBody } from './cache/encoded-body';
import { sendCached } from './cache/send-cached';
import { withOperationIds } from './openapi/operation-ids';
import { publicBaseUrl } from './public-url';
import { cachedResponses, contractRegistry, publicAccess, STAFF_SESSION, staffOnly } from './response-schemas';

/**
 * Replies are typed by the declared response schemas. Inputs stay `unknown`: handlers parse them themselves
 * (docs/decisions/002), so a declared body is documentation and not a promise about `request.body`.
 */
export interface ContractTypeProvider extends FastifyTypeProvider {
  validator: unknown;
  serializer: this['schema'] extends z.ZodType ? z.output<this['schema']> : unknown;
}

export const OPENAPI_PATH = '/api/openapi.json';

/** The API and the health checks are the contract; pages, scripts and images are not. */
export const isContractPath = (url: string) => url.startsWith('/api/') || url === '/healthz' || url === '/readyz';

type Document = ReturnType<ReturnType<typeof createJsonSchemaTransformObject>>;
type Parts = { paths?: unknown; components?: { schemas?: Record<string, unknown> } };

/**
 * The transform names every registered schema twice, as it is read ('...Input') and as it is written. Requests
 * here are described inline, so the input names would be unused clutter for whoever generates a client.
 */
function withoutUnusedSchemas(document: Document): Document {
  const { paths, components } = document as Parts;
  const schemas = components?.schemas ?? {};
  const used = new Set<string>();
  let referring = JSON.stringify(paths);
  for (let found = true; found; ) {
    const before = used.size;
    for (const [, name] of referring.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) used.add(name!);
    found = used.size > before;
    referring = JSON.stringify([...used].map((name) => schemas[name]));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } } as Document;
}

/** What an admin route that declares no permission tells the reader: the guard refuses it to everyone. */
const UNDECLARED_PERMISSION = 'Declares no permission: refused to everyone.';

/**
 * Who may call an operation, from the same facts the guard reads (ADR 040, 041): every /api/admin route needs the
 * session cookie, and its description says which permission and which roles. Any other route is public unless
 * its schema declares otherwise (staffOnly, sessionOptional); one that declares a permission says what a signed-in
 * caller needs.
 */
function withAccess<T extends { schema: FastifySchema; url: string; route: RouteOptions }>(route: T): T {
  const permission = route.route.config?.permission;
  if (!route.url.startsWith(ADMIN_PREFIX)) {
    // A public route that declares a permission holds signed-in callers to it (guardSignedInCallers).
    const signedIn = permission && `Signed in: ${permissionDescription(permission)}`;
    const description = [signedIn, route.schema.description].filter(Boolean).join(' ') || undefined;
    return { ...route, schema: { ...publicAccess, ...route.schema, ...(description ? { description } : {}) } };
  }
  const needs = permission ? permissionDescription(permission) : UNDECLARED_PERMISSION;
  const description = [route.schema.description, needs].filter(Boolean).join(' ');
  return { ...route, schema: { ...route.schema, ...staffOnly, description } };
}

export async function registerApiContract(app: FastifyInstance): Promise<void> {
  // Declared inputs are not checked by Fastify: the handlers' own parsing keeps its order (sign-in before input,
  // an unknown id before a bad body) and its messages, and also covers multipart forms.
  app.setValidatorCompiler(() => (data) => ({ value: data }));
  // Encodes through the response schema (Date -> ISO text) and drops any field the contract does not name.
  app.setSerializerCompiler(serializerCompiler);

  const transform = createJsonSchemaTransform({ schemaRegistry: contractRegistry });
  const toDocument = createJsonSchemaTransformObject({ schemaRegistry: contractRegistry });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${CLUB.name} API`,
        version: '1',
        description: 'Errors answer { message, issues? }. Admin routes need the session cookie set by POST /api/login.',
      },
      components: {
        securitySchemes: {
          [STAFF_SESSION]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description: 'The session a sign-in (POST /api/login) sets; it ends at sign-out or after a time idle.',
          },
        },
      },
      // Where the API is for the club's other tools: the site's own address (PUBLIC_URL).
      servers: [{ url: publicBaseUrl(app.env), description: 'This club site' }],
    },
    transform: (route) =>
      isContractPath(route.url) ? transform(withAccess(route)) : { schema: { hide: true }, url: route.url },
    transformObject: (document) => withOperationIds(withoutUnusedSchemas(toDocument(document))),
  });

  // Produced once, on the first request after start (every route is known by then); compressed once too.
  let document: Promise<CachedResponse> | undefined;
  app.get(
    OPENAPI_PATH,
    {
      compress: false,
      schema: {
        summary: 'This document',
        tags: ['contract'],
        response: {
          200: z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) }),
          ...cachedResponses,
        },
      },
    },
    async (request, reply) => {
      document ??= encodeBody(JSON.stringify(app.swagger()), 'best').then((body) => ({
        status: 200,
        contentType: 'application/json; charset=utf-8',
        body,
      }));
      // It changes only with a new version of the site; an hour keeps other tools from fetching it on every call.
      reply.header('Cache-Control', 'public, max-age=3600');
      return sendCached(request, reply, await document);
    },
  );
}
