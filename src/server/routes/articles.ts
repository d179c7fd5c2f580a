// POST /api/admin/news/preview: the portal's Preview tab. The article's body as the public page will
// show it, rendered and sanitised by the same code (server/articles/article-html.ts), so staff see what visitors
// will. Registered in the admin plugin (admin.ts); whoever may write articles may preview them.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import type { ContractTypeProvider } from '../api-contract';
import { articleHtml } from '../articles/article-html';
import { publicBaseUrl } from '../public-url';
import { errorResponses } from '../response-schemas';
import { writePermission } from './content';
import { parseJsonBody } from './route-helpers';

const previewBody = z.object({ content: z.string({ message: 'Send the article text as content' }) });

export async function articleAdminRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  app.post(
    '/api/admin/news/preview',
    {
      config: { permission: writePermission('news') },
      schema: {
        summary: "An article's Markdown body as the public page renders it (sanitised HTML), for the preview",
        tags: ['news'],
        body: previewBody,
        response: { 200: z.object({ html: z.string() }), ...errorResponses },
      },
    },
    async (request) => {
      const { content } = parseJsonBody(request, previewBody);
      return { html: articleHtml(content, { siteUrl: publicBaseUrl(app.env) }) };
    },
  );
}
