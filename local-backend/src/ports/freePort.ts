import net from 'node:net';

/** A port nothing listens on right now (the OS picks it). */
export function findFreePort(host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const address = server.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      server.close(() =>
        port > 0 ? resolve(port) : reject(new Error('the OS gave no free port')),
      );
    });
  });
}

/** Whether something already listens on host:port. */
export function isPortTaken(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
