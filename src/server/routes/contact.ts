import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import { contactInquiries, insertContactSchema } from '../../shared/schema';
import type { ContractTypeProvider } from '../api-contract';
import { requireStaff } from '../auth/guard';
import { limitPerAddress } from '../limits/per-address';
import { CONTACT_RATE_LIMIT, saveEnquiry } from '../services/enquiries';
import { parseJsonBody } from './content-routes';
import { errorResponses, inquirySchema, staffOnly } from './response-schemas';

const tags = ['contact'];

export async function contactRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<ContractTypeProvider>();
  app.post(
    '/api/contact',
    {
      onRequest: limitPerAddress(CONTACT_RATE_LIMIT),
      schema: {
        summary: 'Send an enquiry',
        tags,
        body: insertContactSchema,
        response: { 201: inquirySchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const values = parseJsonBody(request, insertContactSchema);
      reply.status(201);
      return saveEnquiry(app.db, values);
    },
  );

  app.get(
    '/api/admin/inquiries',
    {
      preHandler: requireStaff,
      schema: {
        summary: 'Every enquiry, newest first',
        tags,
        ...staffOnly,
        response: { 200: z.array(inquirySchema), ...errorResponses },
      },
    },
    async () => app.db.select().from(contactInquiries).orderBy(desc(contactInquiries.createdAt)),
  );
}
