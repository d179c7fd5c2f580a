import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod/v4';
import { contactInquiries, insertContactSchema } from '../../shared/schema';
import type { ContractTypeProvider } from '../api-contract';
import { requireStaff } from '../auth/guard';
import { type AddressLimit, limitPerAddress } from '../limits/per-address';
import { parseJsonBody } from './content-routes';
import { errorResponses, inquirySchema, staffOnly } from './response-schemas';

/** Enquiries per address: room for a family or a school's shared connection, not for a flood. */
export const CONTACT_RATE_LIMIT: AddressLimit = {
  name: 'contact',
  max: 20,
  minutes: 10,
  message: (wait) => `Rate limit exceeded, retry in ${wait}`,
};

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
      const [created] = await app.db.insert(contactInquiries).values(values).returning();
      reply.status(201);
      return created;
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
