import type { TestApp } from './test-app';

/** Listens on a free port of 127.0.0.1 and answers the site's address. */
export async function listen(t: TestApp): Promise<string> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening');
  return `http://127.0.0.1:${address.port}`;
}

export interface Answer {
  status: number;
  retryAfter: string | null;
  code: string | undefined;
}

/** One sign-in over real HTTP through the trusted proxy (TRUST_PROXY=127.0.0.1) from `address`. */
export async function signInOverHttp(
  base: string,
  password: string,
  address: string,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': address, ...headers },
    body: JSON.stringify({ password }),
  });
  const text = await response.text();
  let code: string | undefined;
  try {
    code = (JSON.parse(text) as { error?: { code?: string } }).error?.code;
  } catch {
    code = undefined;
  }
  return { status: response.status, retryAfter: response.headers.get('retry-after'), code };
}

/** Sends all sign-ins at once (real parallel connections) and counts the answers by status. */
export async function burst(base: string, addresses: string[]): Promise<Map<number, number>> {
  const answers = await Promise.all(
    addresses.map((address, i) => signInOverHttp(base, `guess ${i}`, address)),
  );
  const counts = new Map<number, number>();
  for (const answer of answers) {
    counts.set(answer.status, (counts.get(answer.status) ?? 0) + 1);
    if (answer.status === 429) {
      if (answer.code !== 'rate_limited' || !(Number(answer.retryAfter) > 0)) {
        throw new Error(`a refusal without Retry-After in the API's shape: ${JSON.stringify(answer)}`);
      }
    }
  }
  return counts;
}
