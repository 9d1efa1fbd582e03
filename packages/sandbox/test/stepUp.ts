import { expect } from 'vitest';
import { sha256Hex } from '../src/crypto';
import { issueStepUpTicket } from '../src/stepUpTickets';
import {
  lastOtpSent,
  postGenerateTicket,
  postOtpRequest,
  readJson,
  ticketRequestBody,
  type SignedInCustomer,
  type TestAuthentication,
} from './apiClient';
import type { TestSandbox } from './testSandbox';

type SandboxParts = Pick<TestSandbox, 'app' | 'db' | 'clock' | 'phone'>;

/**
 * The step-up as the shell makes it for a signed call: a code to the customer's phone, traded for
 * a ticket and fresh bearers (the customer's token is replaced by the new one).
 */
export async function ticketFor(sandbox: SandboxParts, customer: SignedInCustomer): Promise<string> {
  expect((await postOtpRequest(sandbox.app, customer.jar)).status).toBe(200);
  const answer = await postGenerateTicket(sandbox.app, customer.jar, ticketRequestBody(lastOtpSent(sandbox.phone)));
  expect(answer.status).toBe(200);
  const body = await readJson<TestAuthentication & { ticket: string }>(answer);
  const bearer = body.accessTokens[0];
  if (bearer === undefined) throw new Error('generate-ticket answered without a bearer');
  customer.token = bearer.accessToken;
  return body.ticket;
}

/**
 * More tickets of the session that got `ticket`, as generate-ticket issues them, for tests of
 * concurrent signed calls: the one-time-password limit allows only five codes an hour.
 */
export async function moreTickets(sandbox: SandboxParts, ticket: string, personId: string, count: number): Promise<string[]> {
  const { rows } = await sandbox.db.query<{ sessionHash: string }>(
    'SELECT session_hash AS "sessionHash" FROM step_up_tickets WHERE ticket_hash = $1',
    [sha256Hex(ticket)],
  );
  const sessionHash = rows[0]?.sessionHash;
  if (sessionHash === undefined) throw new Error('no session issued that ticket');
  const tickets: string[] = [];
  for (let index = 0; index < count; index += 1)
    tickets.push(await issueStepUpTicket(sandbox.db, sessionHash, personId, sandbox.clock.now()));
  return tickets;
}
