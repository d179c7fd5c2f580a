// Sweeps images at start and then every hour (image-life-cycle.ts): what an interrupted write left, and uploads
// staff never saved into a row. Registered by app.ts so every instance sweeps; on PostgreSQL the images lock makes
// them take turns. The first sweep does not hold up the start; the timer never keeps the process alive.
// Deleted items leave the trash every minute (ADR 031), so a deleted child's photo is stored minutes, not an hour.
import type { FastifyInstance } from 'fastify';
import { registerPeriodicTask } from '../periodic-task';
import { HOUR_MS, purgeTrash, type SweepOptions, sweepImages } from './image-life-cycle';

const TRASH_PURGE_INTERVAL_MS = 60 * 1000;

export type ImageSweepOptions = SweepOptions & {
  /** Between sweeps; an hour unless a test says otherwise. */
  intervalMs?: number;
  /** Between purges of the trash; a minute unless a test says otherwise. */
  trashIntervalMs?: number;
};

export function registerImageSweep(app: FastifyInstance, options: ImageSweepOptions = {}): void {
  const { intervalMs = HOUR_MS, trashIntervalMs = TRASH_PURGE_INTERVAL_MS, ...sweepOptions } = options;
  registerPeriodicTask(app, intervalMs, async () => {
    try {
      const report = await sweepImages(app.database, app.storage, sweepOptions);
      if (report.images + report.temporary > 0) app.log.info(report, 'Removed images no row references');
    } catch (error) {
      app.log.warn({ err: error }, 'The image sweep failed; it runs again later');
    }
  });
  registerPeriodicTask(app, trashIntervalMs, async () => {
    try {
      const report = await purgeTrash(app.database, app.storage);
      if (report.images > 0) app.log.info(report, 'Removed the images of deleted items');
    } catch (error) {
      app.log.warn({ err: error }, 'Purging deleted items failed; it runs again later');
    }
  });
}
