import { expect, test } from './fixtures';
import { NEEDS_TLS, observe } from '../../scripts/observatory';

test("Mozilla's HTTP Observatory passes every test that does not need TLS", async ({ server }) => {
  const report = await observe(`127.0.0.1:${server.port}`);
  const failing = report.tests
    .filter((t) => !t.pass && !NEEDS_TLS.has(t.name))
    .map((t) => `${t.name}: ${t.result}`);
  expect(failing).toEqual([]);
  expect(report.tests.length).toBeGreaterThanOrEqual(10);
});
