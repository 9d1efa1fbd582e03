import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A Node request handler. */
export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** Servers listening on both loopback addresses, one port. */
export interface LoopbackServers {
  port: number;
  close(): Promise<void>;
}

/** The IPv4 loopback: always there, and where the port is chosen. */
const IPV4_LOOPBACK = '127.0.0.1';
/** The IPv6 loopback: browsers may resolve `*.localhost` to it. */
const IPV6_LOOPBACK = '::1';

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port, host }, () => {
      server.off('error', reject);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((error) => (error ? reject(error) : resolve()));
    // Kept-alive browser connections would hold `close` open indefinitely.
    server.closeAllConnections();
  });
}

/**
 * Listens on 127.0.0.1 and ::1 with the same port, and on nothing else: `bank.localhost`
 * resolves to either loopback address, and the sandbox is never reachable from the network.
 * Port 0 picks a free port on 127.0.0.1 first, then reuses it on ::1.
 *
 * @param handlerFor builds the handler once the port is known (origins depend on it); it is
 *   attached in the same tick the socket starts listening, before any connection is read
 */
export async function listenOnLoopback(
  port: number,
  handlerFor: (port: number) => RequestHandler,
  log: (line: string) => void,
): Promise<LoopbackServers> {
  const ipv4 = createServer();
  const actualPort = await listen(ipv4, port, IPV4_LOOPBACK);
  let handler: RequestHandler;
  try {
    handler = handlerFor(actualPort);
  } catch (error) {
    await closeServer(ipv4);
    throw error;
  }
  ipv4.on('request', handler);
  const servers = [ipv4];

  const ipv6 = createServer(handler);
  try {
    await listen(ipv6, actualPort, IPV6_LOOPBACK);
    servers.push(ipv6);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log(
      `warning: not listening on [${IPV6_LOOPBACK}]:${actualPort} (${reason}); browsers resolving bank.localhost to IPv6 will not reach the sandbox`,
    );
  }

  return {
    port: actualPort,
    close: async () => {
      await Promise.all(servers.map(closeServer));
    },
  };
}
