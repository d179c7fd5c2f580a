import { mkdir } from 'node:fs/promises';
import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import { UPLOAD_URL_PATTERN } from '../../shared/schema';
import type { ContractTypeProvider } from '../api-contract';
import { requireStaff } from '../auth/guard';
import { AppError } from '../errors';
import { storeImage } from '../media/images';
import { readMultipartForm } from '../media/multipart';
import { UPLOADS_URL_PREFIX, uploadName } from '../media/storage';
import { errorResponses, imageFile, staffOnly } from './response-schemas';

const uploadContract = {
  summary: 'Store an image (re-encoded, metadata removed) for a later create or update to reference',
  tags: ['upload'],
  ...staffOnly,
  consumes: ['multipart/form-data'],
  body: z.object({ image: imageFile() }),
  response: { 201: z.object({ imageUrl: z.string().regex(UPLOAD_URL_PATTERN) }), ...errorResponses },
};

export async function uploadRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  app.post('/api/admin/upload', { preHandler: requireStaff, schema: uploadContract }, async (request, reply) => {
    const form = await readMultipartForm(request, 'image');
    if (!form.file) throw new AppError(400, 'Invalid input', [{ path: 'image', message: 'Please choose an image' }]);
    const imageUrl = await storeImage(app.storage, form.file);
    reply.status(201);
    return { imageUrl };
  });

  // The static plugin only warns about a missing root; create it so the first upload is served like any other.
  await mkdir(app.storage.dir, { recursive: true });
  // Stored names are never reused, so a stored image can be cached for a year.
  await app.register(staticFiles, {
    root: app.storage.dir,
    prefix: UPLOADS_URL_PREFIX,
    decorateReply: false,
    index: false,
    list: false,
    // Only names the pipeline writes are served; the folder, half-written temp files and anything
    // else are simply not there (404), whatever the path tries.
    allowedPath: (pathname) => uploadName(`${UPLOADS_URL_PREFIX}${pathname.slice(1)}`) !== null,
    dotfiles: 'ignore',
    immutable: true,
    maxAge: '365d',
    // nosniff and the other security headers come from security-headers.ts, as for every response.
  });
}
