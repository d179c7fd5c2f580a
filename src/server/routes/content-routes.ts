// The routes of one content entity (spec section 7): a public list, and admin create, update and delete,
// either as JSON or as a multipart form with one optional image file.
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import { requireStaff } from '../auth/guard';
import { cachedJsonHandler } from '../cache/cached-json';
import { AppError, parseInput } from '../errors';
import { storeImage } from '../media/images';
import { readMultipartForm } from '../media/multipart';
import { uploadName } from '../media/storage';
import { type ContentTable, createCrudService } from '../services/crud';

type ImageFile = {
  /** The multipart field carrying the file, as spec section 7 names it. */
  field: string;
  /** The column holding the stored image's URL. */
  column: string;
  /** Message when creating without a file, for entities whose image is required. */
  requiredMessage?: string;
};

export type ContentConfig = {
  /** Path segment: /api/{path} and /api/admin/{path}. */
  path: string;
  label: string;
  table: ContentTable;
  schema: z.ZodType<Record<string, unknown>>;
  orderBy: SQL[];
  /** Multipart entities send their image as a file; JSON ones reference an earlier upload by URL. */
  imageFile?: ImageFile;
  imageUrlColumns?: string[];
  /** Whether anonymous visitors may read the list at /api/{path}. */
  publicList?: boolean;
};

const idParams = z.object({ id: z.uuid() });

/**
 * Validates a JSON body. Fastify also accepts multipart bodies on every route (the upload plugin is global),
 * and those would otherwise reach validation as "nothing sent".
 */
export function parseJsonBody<S extends z.ZodType>(request: FastifyRequest, schema: S): z.output<S> {
  if (!/^application\/json\s*(;|$)/i.test(request.headers['content-type'] ?? '')) {
    throw new AppError(415, 'Send this request as application/json');
  }
  return parseInput(schema, request.body);
}

function parseId(request: FastifyRequest, label: string): string {
  const result = idParams.safeParse(request.params);
  // A malformed id cannot name a row: that is "not found", not a server error.
  if (!result.success) throw new AppError(404, `${label} not found`);
  return result.data.id;
}

async function assertUploadsExist(app: FastifyInstance, values: Record<string, unknown>, columns: string[]) {
  for (const column of columns) {
    const url = values[column];
    if (typeof url !== 'string') continue;
    const name = uploadName(url);
    if (!name || !(await app.storage.exists(name))) {
      throw new AppError(400, 'Invalid input', [
        { path: column, message: 'That image is not on this site. Please upload it again.' },
      ]);
    }
  }
}

export function registerContentRoutes(app: FastifyInstance, config: ContentConfig): void {
  const service = createCrudService(config.table, config.orderBy, config.label);
  const { imageFile } = config;

  /** Reads and validates the body; for multipart, stores the new image only once the fields are valid. */
  async function readBody(request: FastifyRequest, mode: 'create' | 'update') {
    if (!imageFile) {
      const values = parseJsonBody(request, config.schema);
      await assertUploadsExist(app, values, config.imageUrlColumns ?? []);
      return { values, keep: [] as string[] };
    }
    const form = await readMultipartForm(request, imageFile.field);
    const { [imageFile.column]: _ignored, ...fields } = form.fields;
    if (!form.file && mode === 'create' && imageFile.requiredMessage) {
      throw new AppError(400, 'Invalid input', [{ path: imageFile.field, message: imageFile.requiredMessage }]);
    }
    // Validate with a stand-in URL first so a bad field never costs an image encode.
    const placeholder = form.file || imageFile.requiredMessage ? { [imageFile.column]: '/uploads/pending.webp' } : {};
    const checked = parseInput(config.schema, { ...fields, ...placeholder });
    if (!form.file) {
      delete checked[imageFile.column];
      return { values: checked, keep: mode === 'update' ? [imageFile.column] : [] };
    }
    const url = await storeImage(app.storage, form.file);
    return { values: { ...checked, [imageFile.column]: url }, keep: [] as string[] };
  }

  if (config.publicList !== false) {
    const path = `/api/${config.path}`;
    // Served precompressed from the response cache; the database is read once per staff write.
    app.get(
      path,
      { compress: false },
      cachedJsonHandler(app, path, () => service.list(app.db)),
    );
  }

  app.post(`/api/admin/${config.path}`, { preHandler: requireStaff }, async (request, reply) => {
    const { values } = await readBody(request, 'create');
    reply.status(201);
    return service.create(app.db, values);
  });

  app.put(`/api/admin/${config.path}/:id`, { preHandler: requireStaff }, async (request) => {
    const id = parseId(request, config.label);
    await service.get(app.db, id);
    const { values, keep } = await readBody(request, 'update');
    return service.update(app.db, id, values, keep);
  });

  app.delete(`/api/admin/${config.path}/:id`, { preHandler: requireStaff }, async (request, reply) => {
    await service.remove(app.db, parseId(request, config.label));
    reply.status(204).send();
  });
}
