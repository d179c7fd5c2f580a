// Closed enquiries are forgotten INQUIRY_RETENTION_DAYS after they were closed: at start, then every hour. Every
// instance sweeps; one DELETE statement needs no lock (deleteClosedEnquiries).
import type { FastifyInstance } from 'fastify';
import { registerPeriodicTask } from '../periodic-task';
import { deleteClosedEnquiries } from '../services/enquiries';

const HOUR_MS = 60 * 60 * 1000;

export function registerRetentionSweep(app: FastifyInstance): void {
  registerPeriodicTask(app, HOUR_MS, async () => {
    try {
      const deleted = await deleteClosedEnquiries(app.db, app.env.INQUIRY_RETENTION_DAYS);
      if (deleted > 0) app.log.info({ deleted }, 'Deleted enquiries closed longer than INQUIRY_RETENTION_DAYS');
    } catch (error) {
      const { code } = error as { code?: string };
      app.log.warn({ code }, 'The enquiry retention sweep failed; it runs again later');
    }
  });
}
