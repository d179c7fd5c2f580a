// A chore every instance runs at start and then on an interval (the image sweep, forgetting closed enquiries).
// One run at a time per process, a slow one simply delaying the next; the first does not hold up the start, the
// timer never keeps the process alive, and closing the app waits for a run under way.
import type { FastifyInstance } from 'fastify';

export function registerPeriodicTask(app: FastifyInstance, intervalMs: number, task: () => Promise<void>): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  let closing = false;

  const run = () => {
    running = running.then(async () => {
      if (!closing) await task();
    });
  };

  app.addHook('onReady', async () => {
    run();
    timer = setInterval(run, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    closing = true;
    clearInterval(timer);
    await running;
  });
}
