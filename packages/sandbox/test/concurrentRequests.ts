import { Worker } from 'node:worker_threads';

/** One request of a burst: what to send, on its own connection. */
export interface BurstRequest {
  port: number;
  path: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}

/** What came back for one request of a burst. */
export interface BurstAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/**
 * The worker's script: opens every connection first, then, once all are open, writes every
 * request in the same turn of its event loop, as an attacker's script on another machine would.
 */
const WORKER_SCRIPT = `
const { request } = require('node:http');
const { parentPort, workerData } = require('node:worker_threads');
const answers = [];
let connected = 0;
const outgoing = workerData.map((one, index) => {
  const req = request({ host: '127.0.0.1', port: one.port, path: one.path, method: one.method, headers: one.headers, agent: false }, (res) => {
    let body = '';
    res.setEncoding('utf8');
    res.on('data', (chunk) => (body += chunk));
    res.on('end', () => {
      answers[index] = { status: res.statusCode, headers: res.headers, body };
      if (answers.filter(Boolean).length === workerData.length) parentPort.postMessage(answers);
    });
  });
  req.on('error', (error) => parentPort.postMessage({ error: String(error) }));
  req.on('socket', (socket) => socket.on('connect', () => {
    connected += 1;
    if (connected === workerData.length) for (const [i, r] of outgoing.entries()) r.end(workerData[i].body);
  }));
  return req;
});
`;

/**
 * Sends requests at once from another thread, each over a new TCP connection, and waits for
 * every answer. Another thread, because a sandbox in this thread running PGlite would otherwise
 * hold back the sending too: the test would prove nothing of requests that really arrive at once.
 */
export function sendAtOnce(requests: readonly BurstRequest[]): Promise<BurstAnswer[]> {
  const worker = new Worker(WORKER_SCRIPT, { eval: true, workerData: requests });
  return new Promise<BurstAnswer[]>((resolve, reject) => {
    worker.once('message', (message: BurstAnswer[] | { error: string }) => {
      void worker.terminate();
      if ('error' in message) reject(new Error(message.error));
      else resolve(message);
    });
    worker.once('error', reject);
  });
}
