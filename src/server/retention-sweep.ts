// Closed enquiries are forgotten INQUIRY_RETENTION_DAYS after they were closed, Waitlisted and Declined
// registrations REGISTRATION_RETENTION_DAYS after their last change, and the activity log's entries
// ACTIVITY_RETENTION_DAYS after they were written: at start, then every hour. Every instance sweeps; one DELETE
// statement each needs no lock. It sweeps for three features, so it sits above them, beside the app that starts it.
import type { FastifyInstance } from 'fastify';
import { deleteOldActivity } from './activity/record';
import { registerPeriodicTask } from './periodic-task';
import { deleteStaleRegistrations } from './registrations/service';
import { deleteClosedEnquiries } from './services/enquiries';

const HOUR_MS = 60 * 60 * 1000;

export function registerRetentionSweep(app: FastifyInstance): void {
  registerPeriodicTask(app, HOUR_MS, async () => {
    try {
      const deleted = await deleteClosedEnquiries(app.db, app.env.INQUIRY_RETENTION_DAYS, app.now());
      if (deleted > 0) app.log.info({ deleted }, 'Deleted enquiries closed longer than INQUIRY_RETENTION_DAYS');
      const registrations = await deleteStaleRegistrations(app.db, app.env.REGISTRATION_RETENTION_DAYS, app.now());
      if (registrations > 0) {
        app.log.info(
          { deleted: registrations },
          'Deleted registrations waitlisted or declined longer than REGISTRATION_RETENTION_DAYS',
        );
      }
      const activity = await deleteOldActivity(app.db, app.env.ACTIVITY_RETENTION_DAYS, app.now());
      if (activity > 0) app.log.info({ deleted: activity }, 'Deleted activity older than ACTIVITY_RETENTION_DAYS');
    } catch (error) {
      const { code } = error as { code?: string };
      app.log.warn({ code }, 'The retention sweep failed; it runs again later');
    }
  });
}
