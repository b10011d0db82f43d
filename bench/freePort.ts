import { createServer } from 'node:net';

/**
 * Asks the kernel for a free loopback port. A small race with other processes remains (the port is
 * free when asked, not reserved), far smaller than picking one at random from a fixed range.
 */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => ok(port));
    });
  });
}
