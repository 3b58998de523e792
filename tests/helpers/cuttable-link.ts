import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * A TCP link to a server (PostgreSQL) that a test can cut and restore, as a network failure or a
 * restart does to every instance: cutting ends every open connection and refuses new ones.
 */
export interface CuttableLink {
  /** The address to connect to instead of the server's. */
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

export async function openCuttableLink(target: { host: string; port: number }): Promise<CuttableLink> {
  const sockets = new Set<Socket>();
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  let server: Server | undefined;
  const listen = (port: number) =>
    new Promise<number>((resolve, reject) => {
      server = createServer((client) => {
        const upstream = createConnection(target);
        track(client);
        track(upstream);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      server.once('error', reject);
      server.listen(port, '127.0.0.1', () => {
        const address = server!.address();
        resolve(typeof address === 'object' && address ? address.port : port);
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      for (const socket of sockets) socket.destroy();
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
    });
  const port = await listen(0);
  return {
    port,
    cut,
    restore: async () => void (await listen(port)),
    close: cut,
  };
}
