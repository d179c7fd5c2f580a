import { mkdir } from 'node:fs/promises';
import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../auth/guard';
import { AppError } from '../errors';
import { storeImage } from '../media/images';
import { readMultipartForm } from '../media/multipart';
import { UPLOADS_URL_PREFIX, uploadName } from '../media/storage';

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/admin/upload', { preHandler: requireStaff }, async (request, reply) => {
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
    // Only our own WebP files live here; the header stops a browser from guessing any other type.
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });
}
