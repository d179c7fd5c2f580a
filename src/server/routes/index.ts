import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { authRoutes } from './auth';
import { contactRoutes } from './contact';
import { contentRoutes } from './content';
import { healthRoutes } from './health';
import { settingsRoutes } from './settings';
import { staffRoutes } from './staff';
import { uploadRoutes } from './upload';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  // Limits are set per route (sign-in, enquiries); nothing else is limited.
  await app.register(rateLimit, { global: false });
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(contentRoutes);
  await app.register(settingsRoutes);
  await app.register(staffRoutes);
  await app.register(contactRoutes);
  await app.register(uploadRoutes);
}
