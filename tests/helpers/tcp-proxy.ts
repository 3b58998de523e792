import net from 'node:net';

/**
 * A TCP stand-in in front of a real server (PostgreSQL, Redis) that a test can cut, as an outage
 * would (every connection dropped, new ones refused), and bring back on the same port.
 */
export async function tcpProxy(host: string, port: number) {
  const sockets = new Set<net.Socket>();
  /** While held, what clients send waits here: their queries are slow, not failed. */
  let held: (() => void)[] | undefined;
  const server = net.createServer((socket) => {
    const upstream = net.connect(port, host);
    for (const each of [socket, upstream]) {
      sockets.add(each);
      each.on('error', () => each.destroy());
      each.on('close', () => sockets.delete(each));
    }
    socket.on('data', (chunk: Buffer) => {
      if (held) held.push(() => upstream.write(chunk));
      else upstream.write(chunk);
    });
    upstream.pipe(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const own = (server.address() as net.AddressInfo).port;
  return {
    port: own,
    async cut() {
      const closed = new Promise((resolve) => server.close(resolve));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    async restore() {
      await new Promise<void>((resolve) => server.listen(own, '127.0.0.1', resolve));
    },
    /** Delays everything clients send from now on, until `release`. */
    hold() {
      held ??= [];
    },
    release() {
      const waiting = held ?? [];
      held = undefined;
      for (const send of waiting) send();
    },
    async close() {
      if (server.listening) await this.cut();
    },
  };
}
