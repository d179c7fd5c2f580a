// Sweeps images at start and then every hour (image-life-cycle.ts): what an interrupted write left, and uploads
// staff never saved into a row. Registered by app.ts so every instance sweeps; on PostgreSQL the images lock makes
// them take turns. The first sweep does not hold up the start; the timer never keeps the process alive.
import type { FastifyInstance } from 'fastify';
import { registerPeriodicTask } from '../periodic-task';
import { HOUR_MS, type SweepOptions, sweepImages } from './image-life-cycle';

export type ImageSweepOptions = SweepOptions & {
  /** Between sweeps; an hour unless a test says otherwise. */
  intervalMs?: number;
};

export function registerImageSweep(app: FastifyInstance, options: ImageSweepOptions = {}): void {
  const { intervalMs = HOUR_MS, ...sweepOptions } = options;
  registerPeriodicTask(app, intervalMs, async () => {
    try {
      const report = await sweepImages(app.database, app.storage, sweepOptions);
      if (report.images + report.temporary > 0) app.log.info(report, 'Removed images no row references');
    } catch (error) {
      app.log.warn({ err: error }, 'The image sweep failed; it runs again later');
    }
  });
}
