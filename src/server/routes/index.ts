import type { FastifyInstance } from 'fastify';
import { activityRoutes } from './activity';
import { authRoutes } from './auth';
import { calendarRoutes } from './calendar';
import { contactRoutes } from './contact';
import { contentRoutes } from './content';
import { healthRoutes } from './health';
import { inquiryRoutes } from './inquiries';
import { registrationRoutes } from './registrations';
import { settingsRoutes } from './settings';
import { staffRoutes } from './staff';
import { uploadRoutes } from './upload';

export async function registerRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(contentRoutes);
  await app.register(settingsRoutes);
  await app.register(staffRoutes);
  await app.register(contactRoutes);
  await app.register(inquiryRoutes);
  await app.register(registrationRoutes);
  await app.register(uploadRoutes);
  await app.register(calendarRoutes);
  await app.register(activityRoutes);
}
