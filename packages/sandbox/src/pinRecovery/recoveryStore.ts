import { MS_PER_S } from '../clock';
import { hashPin, randomToken, sha256Hex, verifyPin } from '../crypto';
import { findCustomerByDocument, findCustomerByPersonId } from '../customers';
import type { Database, Queryable } from '../db';
import { leaveInboxMessage } from '../inbox';
import { generateOtpCode } from '../otp';
import { pruneFullBuckets, takeToken } from '../rateLimit';
import { isWeakPin } from '../signUps/weakPin';
import { revokeSessionTokens } from '../tokens';
import { NEW_PIN_WINDOW_S, RECOVERY_CODE_MAX_ATTEMPTS, RECOVERY_CODE_TTL_S, type PinRecoveryLimits } from './constants';

/** The token buckets of client addresses' recovery starts share this prefix. */
const ADDRESS_BUCKET_PREFIX = 'pin-recovery:';

/** Who asks to recover a PIN: what the first step's form sends, already validated. */
export interface RecoveryRequest {
  /** Upper-cased DNI or NIE. */
  document: string;
  /** DD/MM/YYYY. */
  birthDate: string;
  /** The client address's limit key (`clientAddressOf`). */
  clientAddress: string;
}

/** A code to put on a customer's phone: only when the document and the birth date matched. */
export interface RecoveryCodeToSend {
  personId: string;
  code: string;
}

/**
 * An attempt started: the cookie value that binds it to the browser, and the code to send when
 * someone matched. The caller answers the same either way.
 */
export type RecoveryStart = { ok: true; token: string; toSend: RecoveryCodeToSend | undefined } | { ok: false; retryAfterS: number };

/**
 * Starts a recovery attempt within the limits. Whether the document and the birth date match a
 * customer or not, the same work is done (one customer lookup, one scrypt hash of a fresh code,
 * one row written) and the same answer comes back: only a match puts the code on a phone
 * (SECURITY.md rule 20). An attempt closes the document's earlier open ones, so an older code
 * stops working as a new one is sent.
 */
export async function startRecovery(
  db: Database,
  request: RecoveryRequest,
  nowMs: number,
  limits: PinRecoveryLimits,
): Promise<RecoveryStart> {
  const taken = await takeToken(db, `${ADDRESS_BUCKET_PREFIX}${request.clientAddress}`, limits.startsPerAddress, nowMs);
  if (!taken.ok) return taken;
  const customer = await findCustomerByDocument(db, request.document);
  const matched = customer !== undefined && customer.identityKind === 'CUSTOMER' && customer.birthDate === request.birthDate;
  const code = generateOtpCode();
  // Hashed before the transaction: scrypt is slow on purpose and must not hold the lock.
  const codeHash = await hashPin(code);
  const token = randomToken();
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`${ADDRESS_BUCKET_PREFIX}${request.document}`]);
    const windowStart = new Date(nowMs - limits.windowS * MS_PER_S);
    const perAddress = limits.maxStartsPerDocumentAndAddress;
    const perDocument = limits.maxStartsPerDocument;
    const lockedForS = Math.max(
      lockRemainingS(await recentStarts(tx, request.document, windowStart, perAddress, request.clientAddress), perAddress, limits, nowMs),
      lockRemainingS(await recentStarts(tx, request.document, windowStart, perDocument), perDocument, limits, nowMs),
    );
    if (lockedForS > 0) return { ok: false, retryAfterS: lockedForS };
    await tx.query(`UPDATE pin_recoveries SET status = 'closed' WHERE document = $1 AND status IN ('code-sent', 'verified')`, [
      request.document,
    ]);
    await tx.query(
      `INSERT INTO pin_recoveries (recovery_hash, document, client_address, person_id, code_hash, status, created_at, code_expires_at, expires_at)
       VALUES ($1, $2, $3, $4, $5, 'code-sent', $6, $7, $7)`,
      [
        sha256Hex(token),
        request.document,
        request.clientAddress,
        matched ? customer.personId : null,
        codeHash,
        new Date(nowMs),
        new Date(nowMs + RECOVERY_CODE_TTL_S * MS_PER_S),
      ],
    );
    return { ok: true, token, toSend: matched ? { personId: customer.personId, code } : undefined };
  });
}

/** The newest `limit` attempts started for a document in the window (from one address, if named). */
async function recentStarts(tx: Queryable, document: string, windowStart: Date, limit: number, clientAddress?: string): Promise<Date[]> {
  const { rows } = await tx.query<{ createdAt: Date }>(
    `SELECT created_at AS "createdAt" FROM pin_recoveries
      WHERE document = $1 AND created_at > $2 AND ($4::text IS NULL OR client_address = $4)
      ORDER BY created_at DESC LIMIT $3`,
    [document, windowStart, limit, clientAddress ?? null],
  );
  return rows.map((row) => row.createdAt);
}

/** Seconds until a lock lifts (at least 1, for `Retry-After`), or 0 when there is none. */
function lockRemainingS(newest: readonly Date[], limit: number, limits: PinRecoveryLimits, nowMs: number): number {
  const oldestCounted = newest[limit - 1];
  if (oldestCounted === undefined) return 0;
  return Math.max(1, Math.ceil((oldestCounted.getTime() + limits.windowS * MS_PER_S - nowMs) / MS_PER_S));
}

/** Why an attempt cannot take the step asked of it. */
export type RecoveryRefusal =
  /** No attempt for this cookie, or it is finished or replaced by a newer one. */
  | 'not-found'
  /** The step before this one is not done (the code before the PIN), or it is done already. */
  | 'out-of-order'
  /** Its code or its time to choose a PIN ran out, or its code was burned by wrong tries. */
  | 'expired';

interface AttemptRow {
  status: 'code-sent' | 'verified' | 'completed' | 'closed';
  personId: string | null;
  codeExpiresAt: Date;
  expiresAt: Date;
  codeAttempts: number;
}

const ATTEMPT_COLUMNS = `status, person_id AS "personId", code_expires_at AS "codeExpiresAt", expires_at AS "expiresAt",
  code_attempts AS "codeAttempts"`;

async function findAttempt(db: Queryable, recoveryHash: string, lock = false): Promise<AttemptRow | undefined> {
  const { rows } = await db.query<AttemptRow>(
    `SELECT ${ATTEMPT_COLUMNS} FROM pin_recoveries WHERE recovery_hash = $1${lock ? ' FOR UPDATE' : ''}`,
    [recoveryHash],
  );
  return rows[0];
}

/** What checking a code came to. */
export type CodeCheck = { ok: true } | { ok: false; refusal: RecoveryRefusal } | { ok: false; refusal: 'wrong'; remainingTries: number };

/**
 * Checks the code of the browser's attempt. One try is taken before comparing, so concurrent
 * guesses each use one up and no more than {@link RECOVERY_CODE_MAX_ATTEMPTS} are ever compared;
 * then the code is burned. An attempt that matched nobody takes its tries and refuses every code
 * alike, so a guesser learns nothing there either.
 */
export async function checkRecoveryCode(db: Database, token: string, code: string, nowMs: number): Promise<CodeCheck> {
  const recoveryHash = sha256Hex(token);
  const { rows } = await db.query<{ codeHash: string; personId: string | null; codeAttempts: number }>(
    `UPDATE pin_recoveries SET code_attempts = code_attempts + 1
      WHERE recovery_hash = $1 AND status = 'code-sent' AND code_attempts < $2 AND code_expires_at > $3
      RETURNING code_hash AS "codeHash", person_id AS "personId", code_attempts AS "codeAttempts"`,
    [recoveryHash, RECOVERY_CODE_MAX_ATTEMPTS, new Date(nowMs)],
  );
  const claimed = rows[0];
  if (claimed === undefined) return { ok: false, refusal: refusalOf(await findAttempt(db, recoveryHash), 'code-sent') };
  const right = await verifyPin(code, claimed.codeHash);
  if (!right || claimed.personId === null) {
    return { ok: false, refusal: 'wrong', remainingTries: RECOVERY_CODE_MAX_ATTEMPTS - claimed.codeAttempts };
  }
  const verified = await db.query(
    `UPDATE pin_recoveries SET status = 'verified', verified_at = $2, expires_at = $3
      WHERE recovery_hash = $1 AND status = 'code-sent' RETURNING 1`,
    [recoveryHash, new Date(nowMs), new Date(nowMs + NEW_PIN_WINDOW_S * MS_PER_S)],
  );
  return verified.rows.length === 1 ? { ok: true } : { ok: false, refusal: 'not-found' };
}

/** Why an attempt in hand cannot take a step that needs it in `expected`. */
function refusalOf(attempt: AttemptRow | undefined, expected: 'code-sent' | 'verified'): RecoveryRefusal {
  if (attempt === undefined || attempt.status === 'completed' || attempt.status === 'closed') return 'not-found';
  if (attempt.status !== expected) return 'out-of-order';
  return 'expired';
}

/** The new PIN, as the last step's form sends it, already of the right shape. */
export interface NewPin {
  pin: string;
  pinConfirmation: string;
}

/** What choosing the new PIN came to. */
export type PinChosen = { ok: true; endedSessions: number } | { ok: false; refusal: RecoveryRefusal | 'weak-pin' | 'pins-not-matching' };

/**
 * Sets the new PIN of a verified attempt: hashed as the login's, the old one stops working, the
 * person's sessions end with their tokens, their open attempts close, the failed logins of their
 * document are forgotten (the code proved it is them) and a message in their inbox says so. The
 * attempt's row is locked and checked again inside the transaction, so of concurrent completions
 * exactly one changes the PIN.
 */
export async function chooseNewPin(db: Database, token: string, newPin: NewPin, nowMs: number): Promise<PinChosen> {
  const recoveryHash = sha256Hex(token);
  const seen = await findAttempt(db, recoveryHash);
  if (seen?.status !== 'verified' || seen.expiresAt.getTime() <= nowMs || seen.personId === null) {
    return { ok: false, refusal: refusalOf(seen, 'verified') };
  }
  const customer = await findCustomerByPersonId(db, seen.personId);
  if (customer === undefined) return { ok: false, refusal: 'not-found' };
  if (isWeakPin(newPin.pin, { birthDate: customer.birthDate, documentNumber: customer.document }))
    return { ok: false, refusal: 'weak-pin' };
  if (newPin.pin !== newPin.pinConfirmation) return { ok: false, refusal: 'pins-not-matching' };
  // Hashed before the transaction, as the code is: the row lock is held briefly.
  const pinHash = await hashPin(newPin.pin);

  return db.transaction(async (tx): Promise<PinChosen> => {
    const attempt = await findAttempt(tx, recoveryHash, true);
    if (attempt?.status !== 'verified' || attempt.expiresAt.getTime() <= nowMs || attempt.personId !== customer.personId) {
      return { ok: false, refusal: refusalOf(attempt, 'verified') };
    }
    const now = new Date(nowMs);
    await tx.query('UPDATE customers SET pin_hash = $2 WHERE person_id = $1', [customer.personId, pinHash]);
    await tx.query(`UPDATE pin_recoveries SET status = 'completed', completed_at = $2 WHERE recovery_hash = $1`, [recoveryHash, now]);
    await tx.query(`UPDATE pin_recoveries SET status = 'closed' WHERE person_id = $1 AND status IN ('code-sent', 'verified')`, [
      customer.personId,
    ]);
    const ended = await tx.query<{ sessionHash: string }>(
      'UPDATE sessions SET ended_at = $2 WHERE person_id = $1 AND ended_at IS NULL RETURNING session_hash AS "sessionHash"',
      [customer.personId, now],
    );
    for (const { sessionHash } of ended.rows) await revokeSessionTokens(tx, sessionHash);
    await tx.query('DELETE FROM login_attempts WHERE document = $1 AND succeeded IS NOT TRUE', [customer.document]);
    await leaveInboxMessage(tx, {
      messageId: `MSG-PIN-RECOVERY-${recoveryHash.slice(0, 32)}`,
      personId: customer.personId,
      category: 'notice',
      subject: 'Has cambiado tu clave de seguridad',
      body: 'Has recuperado tu clave de seguridad con un código enviado a tu móvil: la clave anterior ya no sirve y hemos cerrado tus sesiones abiertas. Si no has sido tú, llámanos al 910 000 000 (de lunes a domingo, de 8:00 a 22:00).',
      subjectEnGb: 'You have changed your security PIN',
      bodyEnGb:
        'You recovered your security PIN with a code sent to your mobile: the old PIN no longer works and we have closed your open sessions. If it was not you, call us on 910 000 000 (every day, 8:00 to 22:00).',
      receivedAt: now,
    });
    return { ok: true, endedSessions: ended.rows.length };
  });
}

/** How often, at most, finished attempts and full address buckets are deleted. */
export const PIN_RECOVERY_PRUNE_INTERVAL_MS = 60_000;
const lastPrunedAtMs = new WeakMap<Database, number>();

/**
 * Deletes, at most once a minute, the attempts no limit counts and no step can use any more, and
 * the address buckets that filled up again: without this both tables would grow with every try.
 * A prune that fails leaves the rows to the next one.
 */
export async function prunePinRecoveries(db: Database, nowMs: number, limits: PinRecoveryLimits): Promise<void> {
  const last = lastPrunedAtMs.get(db);
  if (last !== undefined && nowMs - last < PIN_RECOVERY_PRUNE_INTERVAL_MS) return;
  lastPrunedAtMs.set(db, nowMs);
  try {
    await db.query('DELETE FROM pin_recoveries WHERE created_at <= $1 AND expires_at <= $2', [
      new Date(nowMs - limits.windowS * MS_PER_S),
      new Date(nowMs),
    ]);
    await pruneFullBuckets(db, ADDRESS_BUCKET_PREFIX, limits.startsPerAddress, nowMs);
  } catch {
    lastPrunedAtMs.delete(db);
  }
}

/**
 * Whose phone the browser of an open attempt may read on the demo phone page, and from when: the
 * customer the attempt matched, from the attempt's start, so the page shows the recovery's code
 * and nothing sent before it. An attempt that matched nobody, or a finished one, has no phone.
 */
export async function recoveryPhoneOf(
  db: Queryable,
  token: string,
  nowMs: number,
): Promise<{ personId: string; sinceMs: number } | undefined> {
  const { rows } = await db.query<{ personId: string; createdAt: Date }>(
    `SELECT person_id AS "personId", created_at AS "createdAt" FROM pin_recoveries
      WHERE recovery_hash = $1 AND person_id IS NOT NULL AND status IN ('code-sent', 'verified') AND expires_at > $2`,
    [sha256Hex(token), new Date(nowMs)],
  );
  const row = rows[0];
  return row === undefined ? undefined : { personId: row.personId, sinceMs: row.createdAt.getTime() };
}
