import staticFiles from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { requireStaff } from '../auth/guard';
import { AppError } from '../errors';
import { storeImage } from '../media/images';
import { readMultipartForm } from '../media/multipart';

export async function uploadRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/admin/upload', { preHandler: requireStaff }, async (request, reply) => {
    const form = await readMultipartForm(request, 'image');
    if (!form.file) throw new AppError(400, 'Invalid input', [{ path: 'image', message: 'Please choose an image' }]);
    const imageUrl = await storeImage(app.storage, form.file);
    reply.status(201);
    return { imageUrl };
  });

  // Stored names are never reused, so a stored image can be cached for a year.
  await app.register(staticFiles, {
    root: app.storage.dir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    dotfiles: 'deny',
    immutable: true,
    maxAge: '365d',
    setHeaders: (res) => res.setHeader('X-Content-Type-Options', 'nosniff'),
  });
}
