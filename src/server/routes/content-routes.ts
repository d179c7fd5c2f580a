// The routes of one content entity (docs/product.md "API calls"): a public list, and admin create, update and delete,
// either as JSON or as a multipart form with one optional image file; a delete can be undone (ADR 031).
import { inArray, type SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod/v4';
import type { ImageSpec } from '../../shared/entities';
import type { EntityAccess } from '../../shared/entities/define';
import type { ContentTable } from '../../shared/entities/tables';
import type { ContentActivity } from '../activity/content-activity';
import type { ContractTypeProvider } from '../api-contract';
import { mayWorkOnTeam, otherTeam, staffUser, teamScope } from '../auth/guard';
import { clubMomentOf } from '../club-clock';
import type { Db } from '../db/client';
import { LOCK_KEYS } from '../db/lock-keys';
import type { ContentEntity } from '../entities/content-catalogue';
import type { EntityHooks } from '../entities/define';
import { AppError, notFound, parseInput } from '../errors';
import { releaseImages } from '../media/image-life-cycle';
import { imageUrlsOfRow } from '../media/image-references';
import { storeImage } from '../media/images';
import { readMultipartForm } from '../media/multipart';
import { uploadName } from '../media/storage';
import {
  cachedResponses,
  componentName,
  errorResponses,
  imageFile as imageFileSchema,
  noContent,
  publicRowSchema,
  rowSchema,
  STALE_UPDATE,
  staleResponses,
} from '../response-schemas';
import { createCrudService } from '../services/crud';
import { editOf, isCurrent, parseVersioned, withVersion } from '../services/edit-version';
import { isOrdered, type OrderedTable, reorder } from '../services/ordering';
import { publicList } from '../services/public-view';
import { moveToTrash, restoreFromTrash, type TrashKind } from '../services/trash';
import { cachedJsonHandler } from './cached-json';
import { idFromPath, idParams, parseJsonBody } from './route-helpers';

/**
 * One content entity's routes: the entity as the server stores and lists it (entities/content-catalogue.ts), who may
 * write it (its definition's `access`), what its writes do besides (its server half, entities/define.ts), the schema its bodies are checked
 * with, how its image travels, and how the activity log records each write.
 */
export type ContentConfig = ContentEntity &
  EntityAccess &
  EntityHooks & {
    schema: z.ZodType<Record<string, unknown>>;
    /** How the image travels: a file with the fields (multipart), or the URL of an earlier upload (JSON). */
    image?: ImageSpec;
    /** Records each successful write in the activity log, in the entity's words (ADR 043). */
    activity: ContentActivity;
  };

/** A reorder names every item of the list, by id, in its new order. */
const newOrder = z.object({ ids: z.array(z.uuid({ error: 'Not the id of an item' })) });

const parseId = (request: FastifyRequest, label: string) => idFromPath(request, () => notFound(`${label} not found`));

async function assertUploadExists(app: FastifyInstance, values: Record<string, unknown>, column: string) {
  const url = values[column];
  if (typeof url !== 'string') return;
  const name = uploadName(url);
  if (!name || !(await app.storage.exists(name))) {
    throw new AppError(400, 'Invalid input', [
      { path: column, message: 'That image is not on this site. Please upload it again.' },
    ]);
  }
}

/** The image file that travels with the fields, for entities whose image does. */
const fileOf = (config: ContentConfig) => (config.image?.mode === 'file' ? config.image : undefined);

/**
 * The request body a create or update declares: the entity's JSON, or for entities with an image file the same
 * fields as a multipart form, the file in place of its URL column. An update also names the version it read
 * (`updatedAt`, ADR 045).
 */
function bodyContract(config: ContentConfig, mode: 'create' | 'update') {
  const imageFile = fileOf(config);
  const versioned = (body: z.ZodObject) => (mode === 'update' ? withVersion(body) : body);
  if (!imageFile) return { body: config.schema instanceof z.ZodObject ? versioned(config.schema) : config.schema };
  const { [imageFile.column]: _url, ...fields } = config.schema instanceof z.ZodObject ? config.schema.shape : {};
  const file = mode === 'create' && imageFile.requiredMessage ? imageFileSchema() : imageFileSchema().optional();
  return { consumes: ['multipart/form-data'], body: versioned(z.object({ ...fields, [imageFile.field]: file })) };
}

const aOrAn = (label: string) => `${/^[aeiou]/i.test(label) ? 'an' : 'a'} ${label.toLowerCase()}`;

/** The public list of one content entity: GET /api/{path}. */
export function registerContentRoutes(fastify: FastifyInstance, config: ContentConfig): void {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const service = createCrudService(config.table, config.orderBy, config.label);
  const row = rowSchema(config.table, componentName(config.label));
  const tags = [config.path];
  const path = `/api/${config.path}`;
  const view = config.publicView;
  const listQuery = config.listQuery;
  // Served precompressed from the response cache, read as the pages read it (entities/public-reads.ts): the
  // database is read once per staff write, per day (ADR 027) and when a scheduled article's time comes (ADR 047).
  const wholeList = cachedJsonHandler(app, path);
  app.get(
    path,
    {
      compress: false,
      schema: {
        summary: `Every ${config.label.toLowerCase()}${view.hidesColumns ? ', as the public page shows it' : ''}${listQuery ? ', or those the query selects' : ''}`,
        tags,
        ...(listQuery ? { querystring: listQuery.schema } : {}),
        response: {
          200: z.array(publicRowSchema(view, row, `Public${componentName(config.label)}`)),
          ...cachedResponses,
        },
      },
    },
    async (request, reply) => {
      const query: Record<string, unknown> = listQuery ? parseInput(listQuery.schema, request.query) : {};
      if (!listQuery || Object.values(query).every((value) => value === undefined)) return wholeList(request, reply);
      // A part of the list: read for this request (its parameters are the client's, so not a bounded cache key).
      reply.header('Cache-Control', 'no-cache');
      return publicList(view, await service.list(app.db, listQuery.where(query, app)), clubMomentOf(app));
    },
  );
}

/** The staff's routes of one content entity, under /api/admin/{path}: registered in the admin plugin (admin.ts). */
export function registerContentAdminRoutes(fastify: FastifyInstance, config: ContentConfig): void {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const service = createCrudService(config.table, config.orderBy, config.label);
  const imageFile = fileOf(config);
  const row = rowSchema(config.table, componentName(config.label));
  const tags = [config.path];
  const view = config.publicView;
  const admin = { config: { permission: config.permission } };
  const adminDelete = { config: { permission: config.deletePermission ?? config.permission } };
  const adminSchema = { tags };
  const teamScoped = config.teamScoped;
  const teamColumn = (config.table as ContentTable & { teamId?: Parameters<typeof inArray>[0] }).teamId;
  if (teamScoped && !teamColumn) throw new Error(`${config.path}: team-scoped without a teamId column`);

  /** Refuses a Coach's call about another team's row (a row without a team is another team's). */
  function assertOwnTeam(request: FastifyRequest, row: Record<string, unknown>) {
    if (teamScoped && !mayWorkOnTeam(staffUser(request), row.teamId)) throw otherTeam(teamScoped.words);
  }

  /** The rows of the caller's teams, for a Coach; every row otherwise. */
  function listScope(request: FastifyRequest): SQL | undefined {
    const scope = teamScoped ? teamScope(staffUser(request)) : null;
    return scope === null ? undefined : inArray(teamColumn!, scope);
  }
  const trashKind: TrashKind = {
    entity: config.path,
    table: config.table,
    noun: config.label.toLowerCase(),
    clash: config.restoreClash,
  };

  /**
   * Reads and validates the body; for multipart, stores the new image only once the fields are valid, name a team
   * the caller may work on and (an update) the version the row still has. An update's version travels in the body
   * or the form as `updatedAt` (ADR 045); `before` is the row as the update found it.
   */
  async function readBody(request: FastifyRequest, mode: 'create' | 'update', before?: Record<string, unknown>) {
    const read = await readFields(request, mode, before);
    return config.prepare ? { ...read, values: config.prepare(read.values, mode, app.today()) } : read;
  }

  /** The fields and the version; a version already stale is refused before any image is stored. */
  function parseFields(input: unknown, before: Record<string, unknown> | undefined) {
    if (!before) return { values: parseInput(config.schema, input), version: undefined };
    const read = parseVersioned(config.schema, input);
    const edit = editOf(app, read.version);
    if (!isCurrent(before.updatedAt as Date, read.version)) throw edit.stale(before.updatedAt as Date);
    return read;
  }

  async function readFields(request: FastifyRequest, mode: 'create' | 'update', before?: Record<string, unknown>) {
    if (!imageFile) {
      const { values, version } = parseFields(parseJsonBody(request, z.unknown()), before);
      assertOwnTeam(request, values);
      return { values, version, keep: [] as string[] };
    }
    const form = await readMultipartForm(request, imageFile.field);
    const { [imageFile.column]: _ignored, ...fields } = form.fields;
    if (!form.file && mode === 'create' && imageFile.requiredMessage) {
      throw new AppError(400, 'Invalid input', [{ path: imageFile.field, message: imageFile.requiredMessage }]);
    }
    // Validate with a stand-in URL first so a bad field never costs an image encode.
    const placeholder = form.file || imageFile.requiredMessage ? { [imageFile.column]: '/uploads/pending.webp' } : {};
    const { values: checked, version } = parseFields({ ...fields, ...placeholder }, before);
    assertOwnTeam(request, checked);
    if (!form.file) {
      delete checked[imageFile.column];
      return { values: checked, version, keep: mode === 'update' ? [imageFile.column] : [] };
    }
    const url = await storeImage(app.storage, form.file);
    return { values: { ...checked, [imageFile.column]: url }, version, keep: [] as string[] };
  }

  /**
   * Writes the row (with its activity entry, in the one transaction `save` opens on the db given). A referenced
   * upload is checked under the images lock, so a removal racing this save cannot take the image away between the
   * check and the commit.
   */
  function write<T>(values: Record<string, unknown>, save: (db: Db) => Promise<T>): Promise<T> {
    if (config.image?.mode !== 'url') return save(app.db);
    const column = config.image.column;
    return app.database.withLock(LOCK_KEYS.images, async (db) => {
      await assertUploadExists(app, values, column);
      return save(db);
    });
  }

  /**
   * After the row change has committed: the images it no longer holds (its image column's, those its Markdown body
   * showed) go, unless another row holds them.
   */
  async function release(before: Record<string, unknown>, after: Record<string, unknown>) {
    const kept = new Set(imageUrlsOfRow(config.table, after));
    const gone = imageUrlsOfRow(config.table, before).filter((url) => !kept.has(url));
    if (gone.length === 0) return;
    // The write has succeeded; a failure here leaves an unreferenced image for the sweep, not an error for staff.
    await releaseImages(app.database, app.storage, gone).catch((error) =>
      app.log.warn({ err: error }, 'A replaced image could not be removed; the sweep will retry'),
    );
  }

  if (view.hidesColumns) {
    app.get(
      `/api/admin/${config.path}`,
      {
        ...admin,
        schema: {
          summary: `Every ${config.label.toLowerCase()} with every field, for staff`,
          ...adminSchema,
          response: { 200: z.array(config.staffList ? config.staffList.schema(row) : row), ...errorResponses },
        },
      },
      async (request) => {
        const rows = await service.list(app.db, listScope(request));
        return config.staffList ? config.staffList.rows(app, request, rows) : rows;
      },
    );
  }

  const createMany = config.createMany?.(app);
  app.post(
    `/api/admin/${config.path}`,
    {
      ...admin,
      schema: {
        summary: createMany?.summary ?? `Add ${aOrAn(config.label)}`,
        ...adminSchema,
        ...(createMany ? { body: createMany.schema } : bodyContract(config, 'create')),
        response: { 201: row, ...errorResponses },
      },
    },
    async (request, reply) => {
      if (createMany) {
        const values = parseJsonBody(request, createMany.schema);
        assertOwnTeam(request, values);
        const rows = createMany.rows(values);
        // One INSERT: every row is created, or none; with its entry in the activity log.
        const created = await app.db.transaction(async (tx) => {
          const made = await service.createMany(tx, rows, app.now());
          await config.activity.created(request, made, tx);
          await config.followed?.created(request, made, tx);
          return made;
        });
        reply.status(201);
        return created[0]!;
      }
      const { values } = await readBody(request, 'create');
      const created = await write(values, (db) =>
        db.transaction(async (tx) => {
          await config.assertReferences?.(tx, values);
          const row = await service.create(tx, config.onCreate ? await config.onCreate(tx, values) : values, app.now());
          await config.activity.created(request, [row!], tx);
          await config.followed?.created(request, [row!], tx);
          return row;
        }),
      );
      reply.status(201);
      return created;
    },
  );

  if (isOrdered(config.table)) registerReorderRoute(app, config, config.table);

  app.put(
    `/api/admin/${config.path}/:id`,
    {
      ...admin,
      schema: {
        summary: `Replace ${aOrAn(config.label)}${imageFile ? ' (without a new file the image is kept)' : ''}`,
        description: STALE_UPDATE,
        ...adminSchema,
        params: idParams,
        ...bodyContract(config, 'update'),
        response: { 200: row, ...staleResponses },
      },
    },
    async (request) => {
      const id = parseId(request, config.label);
      const before = await service.get(app.db, id);
      assertOwnTeam(request, before);
      const { values, keep, version } = await readBody(request, 'update', before);
      const updated = await write(values, (db) =>
        db.transaction(async (tx) => {
          await config.assertReferences?.(tx, values);
          const row = await service.update(tx, id, values, keep, editOf(app, version));
          await config.activity.updated(request, before, row, tx);
          await config.followed?.updated(request, before, row, tx);
          return row;
        }),
      );
      await release(before, updated);
      return updated;
    },
  );

  app.delete(
    `/api/admin/${config.path}/:id`,
    {
      ...adminDelete,
      schema: {
        summary: `Delete ${aOrAn(config.label)}`,
        ...adminSchema,
        params: idParams,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const id = parseId(request, config.label);
      if (teamScoped) assertOwnTeam(request, await service.get(app.db, id));
      // Kept in the trash with its images for a few minutes, for Undo; the purge releases the images.
      await app.db.transaction(async (tx) => {
        // Read first, to name it in the activity log; recorded in the same transaction as the delete.
        const row = await service.get(tx, id);
        if (!(await moveToTrash(tx, trashKind, id, request.user?.id ?? null))) {
          throw new AppError(404, `${config.label} not found`);
        }
        await config.activity.deleted(request, row, tx);
        await config.followed?.deleted(request, row, tx);
      });
      return reply.status(204).send();
    },
  );

  app.post(
    `/api/admin/${config.path}/:id/restore`,
    {
      ...adminDelete,
      schema: {
        summary: `Undo the delete of ${aOrAn(config.label)}, within minutes of it: back as it was, with its images`,
        ...adminSchema,
        params: idParams,
        response: { 200: row, ...errorResponses },
      },
    },
    async (request) => {
      const id = parseId(request, config.label);
      await app.db.transaction(async (tx) => {
        await restoreFromTrash(tx, trashKind, id);
        // Checked on the row as it comes back; refused, the transaction undoes the restore.
        const row = await service.get(tx, id);
        assertOwnTeam(request, row);
        await config.activity.restored(request, row, tx);
        await config.followed?.restored(request, row, tx);
      });
      return service.get(app.db, id);
    },
  );
}

/** PUT /api/admin/{path}/order: the whole list in its new order (a static segment, so it never reads as an id). */
function registerReorderRoute(app: FastifyInstance, config: ContentConfig, table: OrderedTable) {
  app.withTypeProvider<ContractTypeProvider>().put(
    `/api/admin/${config.path}/order`,
    {
      config: { permission: config.permission },
      schema: {
        summary: `Reorder the ${config.label.toLowerCase()}s: every id, once, in the new order (saved as order 0..n-1)`,
        tags: [config.path],
        body: newOrder,
        response: { 204: noContent, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { ids } = parseJsonBody(request, newOrder);
      await reorder(app.db, table, ids);
      await config.activity.reordered(request);
      return reply.status(204).send();
    },
  );
}
