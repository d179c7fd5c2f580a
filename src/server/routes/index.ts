// Every route of the API: the public ones here, the staff's in the admin plugin (admin.ts).
import type { FastifyInstance } from 'fastify';
import { adminRoutes } from './admin';
import { authRoutes } from './auth';
import { calendarRoutes } from './calendar';
import { contactRoutes } from './contact';
import { contentRoutes } from './content';
import { familyRoutes } from './family';
import { followRoutes } from './follow';
import { healthRoutes } from './health';
import { registrationRoutes } from './registrations';
import { settingsRoutes } from './settings';
import { tourRoutes } from './tours';
import { uploadRoutes } from './upload';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(contentRoutes);
  await app.register(tourRoutes);
  await app.register(settingsRoutes);
  await app.register(contactRoutes);
  await app.register(registrationRoutes);
  await app.register(followRoutes);
  await app.register(familyRoutes);
  await app.register(uploadRoutes);
  await app.register(calendarRoutes);
  await app.register(adminRoutes);
}
