import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { contactInquiries, insertContactSchema } from '../../shared/schema';
import { requireStaff } from '../auth/guard';
import { parseJsonBody } from './content-routes';

/** Enquiries per address: room for a family or a school's shared connection, not for a flood. */
export const CONTACT_RATE_LIMIT = { max: 20, timeWindow: '10 minutes' };

export async function contactRoutes(app: FastifyInstance): Promise<void> {
  app.post('/api/contact', { config: { rateLimit: CONTACT_RATE_LIMIT } }, async (request, reply) => {
    const values = parseJsonBody(request, insertContactSchema);
    const [created] = await app.db.insert(contactInquiries).values(values).returning();
    reply.status(201);
    return created;
  });

  app.get('/api/admin/inquiries', { preHandler: requireStaff }, async () =>
    app.db.select().from(contactInquiries).orderBy(desc(contactInquiries.createdAt)),
  );
}
