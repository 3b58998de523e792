import { expect, test } from '@playwright/test';
import { gracefulStopRun } from '../../bench/graceful-stop';
import { startServer } from './server';

test('SIGTERM under load finishes the requests in flight, refuses new ones and exits cleanly', async () => {
  const server = await startServer();
  const report = await gracefulStopRun(server, '/api/locations', 40, 1000);
  expect(report.completed).toBeGreaterThan(40);
  expect(report.resets).toBe(0);
  expect(report.errors).toBe(0);
  // The server exits with 1 when requests still run after STOP_GRACE_SECONDS; 0 means it finished in time.
  expect(report.exitCode).toBe(0);
});
