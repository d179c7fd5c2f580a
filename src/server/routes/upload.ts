import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import { UPLOAD_URL_PATTERN } from '../../shared/schema';
import { UPLOADS_PAGE_SIZE, type UploadList } from '../../shared/upload-list';
import type { ContractTypeProvider } from '../api-contract';
import { currentUser } from '../auth/guard';
import { matchesIfNoneMatch } from '../cache/negotiation';
import { AppError, notFound, parseInput } from '../errors';
import { createHiddenPhotos } from '../media/hidden-photos';
import { storeImage } from '../media/images';
import { readMultipartForm } from '../media/multipart';
import { readOrMakePreview } from '../media/preview-images';
import { UPLOADS_URL_PREFIX, uploadName } from '../media/storage';
import { listUploads } from '../media/upload-list';
import { errorResponses, imageFile } from '../response-schemas';
import { writePermission } from './content';

const uploadContract = {
  summary: 'Store an image (re-encoded, metadata removed) for a later create or update to reference',
  tags: ['upload'],
  consumes: ['multipart/form-data'],
  body: z.object({ image: imageFile() }),
  response: { 201: z.object({ imageUrl: z.string().regex(UPLOAD_URL_PATTERN) }), ...errorResponses },
};

export async function uploadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const hiddenPhotos = createHiddenPhotos(app);
  // Stored names are never reused, so a stored image can be cached for a year, and its name is its ETag. Only names
  // the pipeline writes are looked up; anything else (the folder, temp files, paths that try to climb out) is simply
  // not there. nosniff and the other security headers come from security-headers.ts, as for every response.
  // HEAD is answered by Fastify from this route with the same headers.
  app.get(`${UPLOADS_URL_PREFIX}:name`, { schema: { hide: true } }, async (request, reply) => {
    const name = uploadName(`${UPLOADS_URL_PREFIX}${(request.params as { name: string }).name}`);
    if (!name) throw notFound();
    const tag = `"${name}"`;
    // A player's photo the public may not see (ADR 027) is not there for visitors; staff see it, uncached.
    const hidden = await hiddenPhotos.isHidden(name);
    if (hidden && !(await currentUser(request))) throw notFound();
    // Headers only once the image is known to be there: a 404 must not be cached for a year.
    const cached = () =>
      hidden
        ? reply.header('cache-control', 'private, no-store')
        : reply.header('cache-control', 'public, max-age=31536000, immutable').header('etag', tag);
    // A revalidation needs no bytes, but must still learn that a removed image is gone.
    if (matchesIfNoneMatch(request.headers['if-none-match'], tag)) {
      if (!(await app.storage.exists(name))) throw notFound();
      return cached().status(304).send();
    }
    const image =
      (await app.storage.read(name)) ?? (await readOrMakePreview(app.database, app.storage, name, request.log));
    if (!image) throw notFound();
    return cached().header('content-type', image.contentType).send(image.bytes);
  });
}

const uploadsQuery = z.object({
  page: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'page must be a whole number from 1' })
      .int('page must be a whole number from 1')
      .min(1, 'page must be a whole number from 1')
      .max(1_000_000, 'page must be a whole number from 1')
      .optional(),
  ),
});

const uploadList = z.object({
  images: z.array(z.object({ url: z.string().regex(UPLOAD_URL_PATTERN), uploadedAt: z.iso.datetime() })),
  nextPage: z.number().int().min(2).nullable(),
}) satisfies z.ZodType<UploadList>;

/** POST /api/admin/upload and GET /api/admin/uploads: registered in the admin plugin (admin.ts). */
export async function uploadAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  const hiddenPhotos = createHiddenPhotos(app);

  // The pictures an article's body may show: who writes articles picks them.
  app.get(
    '/api/admin/uploads',
    {
      config: { permission: writePermission('news') },
      schema: {
        summary: `The site's uploaded pictures, newest first, ${UPLOADS_PAGE_SIZE} a page (?page=); a player's photo the public may not see is left out`,
        tags: ['upload'],
        querystring: uploadsQuery,
        response: { 200: uploadList, ...errorResponses },
      },
    },
    async (request) => {
      const page = parseInput(uploadsQuery, request.query).page ?? 1;
      const all = await listUploads(app.storage, hiddenPhotos);
      const start = (page - 1) * UPLOADS_PAGE_SIZE;
      return {
        images: all.slice(start, start + UPLOADS_PAGE_SIZE),
        nextPage: start + UPLOADS_PAGE_SIZE < all.length ? page + 1 : null,
      };
    },
  );
  app.post(
    '/api/admin/upload',
    { config: { permission: 'upload' }, schema: uploadContract },
    async (request, reply) => {
      const form = await readMultipartForm(request, 'image');
      if (!form.file) throw new AppError(400, 'Invalid input', [{ path: 'image', message: 'Please choose an image' }]);
      const imageUrl = await storeImage(app.storage, form.file);
      reply.status(201);
      return { imageUrl };
    },
  );
}
