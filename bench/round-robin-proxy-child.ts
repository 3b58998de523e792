// The tests' round-robin proxy in a process of its own (started by proxy-process.ts), as a load
// balancer would be: then it does not share an event loop with the bench's load and timings.
import { startRoundRobinProxy } from '../tests/helpers/round-robin-proxy';

const proxy = await startRoundRobinProxy();
process.on('message', (message: { backends?: unknown }) => {
  if (Array.isArray(message.backends)) proxy.setBackends(message.backends.map(String));
});
// The bench ends the proxy by closing the channel, or by ending itself.
process.on('disconnect', () => void proxy.close().then(() => process.exit(0)));
process.send?.({ url: proxy.url });
