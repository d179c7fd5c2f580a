import type { FastifyInstance } from 'fastify';
import { insertContactSchema } from '../../shared/schema';
import type { ContractTypeProvider } from '../api-contract';
import { receiveEnquiry } from '../inquiries/receive-enquiry';
import { limitPerAddress } from '../limits/per-address';
import { errorResponses, inquirySchema } from '../response-schemas';
import { CONTACT_RATE_LIMIT } from '../services/enquiries';
import { parseJsonBody } from './route-helpers';

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
      return receiveEnquiry(app, values);
    },
  );
}
