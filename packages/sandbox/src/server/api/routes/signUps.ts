import type { Context, Hono, MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { pruneFullBuckets, takeToken, type TokenBucketRule } from '../../../rateLimit';
import {
  SIGN_UP_APPLICATION_TTL_S,
  STEP_SCHEMAS,
  activateApplication,
  createApplication,
  deleteApplication,
  findApplication,
  findLegalDocument,
  isPinNotEntered,
  isSignUpStep,
  listLegalDocuments,
  lockApplication,
  newApplicationSchema,
  nextStepOf,
  pruneExpiredApplications,
  recordSignUpAudit,
  savedStepsOf,
  saveStep,
  stepsDoneOf,
  stepsOfFlow,
  type SignUpApplication,
  type SignUpRefusal,
  type StepInput,
} from '../../../signUps';
import { ANONYMOUS_TOKEN_TTL_S, anonymousTokenState, issueAnonymousToken } from '../../../tokens';
import { readBearerToken, TOKEN_EXPIRED_HEADER } from '../bearer';
import { clientAddressOf } from '../clientAddress';
import type { ApiContext } from '../context';
import { expireSignUpCookie, readSignUpCookie, setSignUpCookie } from '../cookies';
import { languageOfRequest } from '../../language';
import { sendError } from '../errors';
import { sendJson, sendNoContent } from '../json';
import { API_PATHS } from '../paths';
import { readJsonBody, requireUncompressedJson, validate } from '../validation';

/** Applications a client address may open: 10 an hour, one more every 6 minutes after a burst. */
export const SIGN_UP_CREATIONS_PER_HOUR = 10;
const MINUTES_PER_HOUR = 60;
const CREATION_LIMIT: TokenBucketRule = {
  burst: SIGN_UP_CREATIONS_PER_HOUR,
  refillPerMinute: SIGN_UP_CREATIONS_PER_HOUR / MINUTES_PER_HOUR,
};
/** The token buckets of client addresses' new applications share this prefix. */
const CREATION_BUCKET_PREFIX = 'sign-up:';
/**
 * Steps a client address may save: 120 an hour, two a minute after a burst (issue 38 §5). A
 * prospect saves about 15, a few more with corrections; a script trying documents is slowed down.
 */
export const SIGN_UP_STEP_SAVES_PER_HOUR = 120;
const STEP_SAVE_LIMIT: TokenBucketRule = {
  burst: SIGN_UP_STEP_SAVES_PER_HOUR,
  refillPerMinute: SIGN_UP_STEP_SAVES_PER_HOUR / MINUTES_PER_HOUR,
};
const STEP_SAVE_BUCKET_PREFIX = 'sign-up-step:';
/** What the document's owner reads on their phone when an application used it (issue 38 §5). */
export const DUPLICATE_NOTICE_TEXT =
  'Banco Alba: alguien ha intentado hacerse cliente con tu documento. Si no has sido tú, llámanos al 910 000 000.';

/**
 * Anonymous tokens a client address may get: 30 an hour, one every 2 minutes after a burst. A
 * prospect needs one per 15 minutes of sign-up, a few more across tabs and reloads.
 */
export const ANONYMOUS_TOKENS_PER_HOUR = 30;
const ANONYMOUS_TOKEN_LIMIT: TokenBucketRule = {
  burst: ANONYMOUS_TOKENS_PER_HOUR,
  refillPerMinute: ANONYMOUS_TOKENS_PER_HOUR / MINUTES_PER_HOUR,
};
const ANONYMOUS_TOKEN_BUCKET_PREFIX = 'sign-up-anonymous:';
/**
 * The anonymous profile's ids (shell.md §3: a profile, with no customer behind it). The shell
 * keeps it apart from the customer's profiles and sends its token first (shell.md §4).
 */
export const ANONYMOUS_PROFILE_ID = 'anonymous';

const HTTP_CREATED = 201;

/** A document id as the bank names them; any other is not one of its documents. */
const LEGAL_DOCUMENT_ID = /^[a-z][a-z-]{1,40}$/;
/** More documents than the bank will ever ask a prospect to read at once. */
const MAX_AUDITED_DOCUMENTS = 20;
/** The highest version a document could have. */
const MAX_DOCUMENT_VERSION = 10_000;

const auditedDocument = {
  documentId: z.string({ error: 'Falta documentId.' }).regex(LEGAL_DOCUMENT_ID, { error: 'documentId no es el de un documento.' }),
  version: z
    .number({ error: 'Falta version, la versión mostrada.' })
    .int({ error: 'version es un número entero.' })
    .min(1, { error: 'version es un número entero.' })
    .max(MAX_DOCUMENT_VERSION, { error: 'version es un número entero.' }),
};

/**
 * What the audit records (features.md §8 "audit action"): the list of documents shown, each in
 * its version, or one document opened.
 */
const auditSchema = z.discriminatedUnion(
  'action',
  [
    z.strictObject({
      action: z.literal('legal-documents-shown'),
      documents: z
        .array(z.strictObject(auditedDocument), { error: 'documents es la lista de documentos mostrados.' })
        .min(1, { error: 'documents es la lista de documentos mostrados.' })
        .max(MAX_AUDITED_DOCUMENTS, { error: 'documents es la lista de documentos mostrados.' }),
    }),
    z.strictObject({ action: z.literal('legal-document-opened'), ...auditedDocument }),
  ],
  { error: 'action es legal-documents-shown o legal-document-opened.' },
);

/**
 * Lets a sign-up call through only with a live anonymous token as its bearer (`Authorization:
 * Bearer …` from `POST /genoma_api/rest/sign-ups/anonymous-token`). Without one, with a customer's
 * token or an unknown one: `401 anonymous_token_required`; with an expired one, the same with
 * `x-token-expired: true`. A customer's token is never one: it is no anonymous token.
 */
function requireAnonymousToken(ctx: ApiContext): MiddlewareHandler {
  return async (c, next) => {
    const token = readBearerToken(c.req.header('authorization'));
    const state = token === undefined ? 'unknown' : await anonymousTokenState(ctx.db, token, ctx.now());
    if (state === 'live') return next();
    const headers: Record<string, string> = { 'WWW-Authenticate': 'Bearer error="invalid_token"' };
    if (state === 'expired') headers[TOKEN_EXPIRED_HEADER] = 'true';
    return sendError(c, 'anonymous_token_required', { headers });
  };
}

/** What `GET`, and each step saved, answer: never the PIN, nor its hash. */
function applicationView(application: SignUpApplication) {
  const saved = savedStepsOf(application);
  const stepsDone = stepsDoneOf(application.flow, saved);
  return {
    applicationId: application.applicationId,
    product: application.product,
    flow: application.flow,
    status: application.status,
    stepsDone,
    nextStep: nextStepOf(application.flow, saved),
    data: Object.fromEntries(stepsDone.map((step) => [step, application.steps[step]])),
  };
}

function sendRefusal(c: Context, refusal: SignUpRefusal): Response {
  return sendError(c, refusal.code, refusal.message === undefined ? {} : { message: refusal.message });
}

/** `404 sign_up_not_found`; a cookie sent for an application that is gone is expired on the way. */
function notFound(c: Context, token: string | undefined): Response {
  if (token !== undefined) expireSignUpCookie(c);
  return sendError(c, 'sign_up_not_found');
}

/**
 * The sign-up of a prospect, who has no session (sandbox-api.md, Sign-up; features.md §2.5):
 *
 * - `POST /genoma_api/rest/sign-ups/anonymous-token`: an anonymous profile (`201`, shell.md §3)
 *   whose access token, 15 minutes long, every call below needs as its bearer; 30 an hour per
 *   client address, then `429`. Without a live one they answer `401 anonymous_token_required`.
 * - `POST /genoma_api/rest/sign-ups/applications` `{ product, flow }`: opens an application and
 *   sets its `signup_application` cookie (`201`); 10 an hour per client address, then `429`.
 * - `GET …/applications/current`: the application of the cookie, with what its steps saved.
 * - `PUT …/applications/current/steps/{step}`: saves one step, checked by its rules; 60 saves
 *   an application and 120 an hour per client address, then `429` (issue 38 §5).
 * - `POST …/applications/current/activation`: makes the customer of a complete application
 *   (`201 { document }`). When a customer holds the document already, the application is closed
 *   alike and no customer made; the owner is told in their inbox and on their phone. Neither a step
 *   nor the activation tells who is a customer (issue 38 §5).
 * - `DELETE …/applications/current`: cancels the application, deleting what it saved (`204`).
 *
 * Without a live cookie each answers `404 sign_up_not_found`, but the `GET`, which answers `204`:
 * a visitor with no application yet is the usual case (issue 42 §4). State-changing calls need an allowed
 * origin as every other, but no XSRF header: like the login, they come before any session.
 */
export function registerSignUpRoutes(api: Hono, ctx: ApiContext): void {
  api.post(API_PATHS.signUpAnonymousToken, async (c) => {
    const nowMs = ctx.now();
    await pruneFullBuckets(ctx.db, ANONYMOUS_TOKEN_BUCKET_PREFIX, ANONYMOUS_TOKEN_LIMIT, nowMs);
    const taken = await takeToken(ctx.db, `${ANONYMOUS_TOKEN_BUCKET_PREFIX}${clientAddressOf(c)}`, ANONYMOUS_TOKEN_LIMIT, nowMs);
    if (!taken.ok) return sendError(c, 'too_many_attempts', { headers: { 'Retry-After': String(taken.retryAfterS) } });
    const { accessToken, expiresAtMs } = await issueAnonymousToken(ctx.db, nowMs);
    return sendJson(
      c,
      {
        profileId: ANONYMOUS_PROFILE_ID,
        setId: ANONYMOUS_PROFILE_ID,
        personId: ANONYMOUS_PROFILE_ID,
        accessToken,
        accessTokenTimeToLive: ANONYMOUS_TOKEN_TTL_S,
        expirationTime: expiresAtMs,
        default: false,
      },
      HTTP_CREATED,
    );
  });

  // The contract's documents (features.md §8 "CMS load", "document opening"), in the caller's language.
  api.get(API_PATHS.signUpLegalDocuments, requireAnonymousToken(ctx), async (c) => {
    c.header('Vary', 'Accept-Language');
    return sendJson(c, { documents: await listLegalDocuments(ctx.db, languageOfRequest(c)) });
  });

  api.get(API_PATHS.signUpLegalDocument, requireAnonymousToken(ctx), async (c) => {
    c.header('Vary', 'Accept-Language');
    const documentId = c.req.param('documentId');
    const document = LEGAL_DOCUMENT_ID.test(documentId) ? await findLegalDocument(ctx.db, languageOfRequest(c), documentId) : undefined;
    return document === undefined ? sendError(c, 'legal_document_not_found') : sendJson(c, document);
  });

  // Every call on an application needs the anonymous token; the token's call above does not.
  // Hono's `/*` takes the bare path too, so one registration guards them all, once each.
  api.use(`${API_PATHS.signUpApplications}/*`, requireAnonymousToken(ctx));

  api.post(API_PATHS.signUpApplications, requireUncompressedJson, async (c) => {
    const body = await readJsonBody(c);
    const input = body.ok ? validate(newApplicationSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });

    const nowMs = ctx.now();
    // Neither changes any answer; without them both tables would grow with every prospect ever seen.
    await pruneExpiredApplications(ctx.db, nowMs);
    await pruneFullBuckets(ctx.db, CREATION_BUCKET_PREFIX, CREATION_LIMIT, nowMs);
    const taken = await takeToken(ctx.db, `${CREATION_BUCKET_PREFIX}${clientAddressOf(c)}`, CREATION_LIMIT, nowMs);
    if (!taken.ok) return sendError(c, 'too_many_attempts', { headers: { 'Retry-After': String(taken.retryAfterS) } });

    const { application, token } = await createApplication(ctx.db, input.data, nowMs);
    setSignUpCookie(c, token, SIGN_UP_APPLICATION_TTL_S);
    const { applicationId, product, flow, stepsDone, nextStep } = applicationView(application);
    return sendJson(c, { applicationId, product, flow, stepsDone, nextStep }, HTTP_CREATED);
  });

  api.get(API_PATHS.signUpCurrentApplication, async (c) => {
    const token = readSignUpCookie(c);
    const application = token === undefined ? undefined : await findApplication(ctx.db, token, ctx.now());
    if (application === undefined) {
      // A visitor who has not started, or whose application is gone, is the usual case, not an
      // error: `204`, which the browser does not log as a failed call (issue 42 §4).
      if (token !== undefined) expireSignUpCookie(c);
      return sendNoContent(c);
    }
    return sendJson(c, applicationView(application));
  });

  api.put(API_PATHS.signUpStep, requireUncompressedJson, async (c) => {
    const step = c.req.param('step');
    if (!isSignUpStep(step)) return sendError(c, 'sign_up_step_not_found');
    const token = readSignUpCookie(c);
    const application = token === undefined ? undefined : await findApplication(ctx.db, token, ctx.now());
    if (token === undefined || application === undefined) return notFound(c, token);
    if (!stepsOfFlow(application.flow).includes(step)) return sendError(c, 'sign_up_step_not_found');
    if (application.status === 'active') return sendError(c, 'sign_up_already_active');

    const nowMs = ctx.now();
    await pruneFullBuckets(ctx.db, STEP_SAVE_BUCKET_PREFIX, STEP_SAVE_LIMIT, nowMs);
    const taken = await takeToken(ctx.db, `${STEP_SAVE_BUCKET_PREFIX}${clientAddressOf(c)}`, STEP_SAVE_LIMIT, nowMs);
    if (!taken.ok) return sendError(c, 'too_many_attempts', { headers: { 'Retry-After': String(taken.retryAfterS) } });

    const body = await readJsonBody(c);
    if (body.ok && isPinNotEntered(step, body.data)) return sendError(c, 'pin_not_entered');
    const parsed = body.ok ? validate<unknown>(STEP_SCHEMAS[step], body.data) : body;
    if (!parsed.ok) return sendError(c, 'invalid_request', { message: parsed.message });
    // The data passed this step's own schema.
    const saved = await saveStep(ctx.db, token, { step, data: parsed.data } as StepInput, ctx.now());
    if (!saved.ok) return saved.refusal.code === 'sign_up_not_found' ? notFound(c, token) : sendRefusal(c, saved.refusal);
    return sendJson(c, applicationView(saved.application));
  });

  api.post(API_PATHS.signUpAudit, requireUncompressedJson, async (c) => {
    const token = readSignUpCookie(c);
    if (token === undefined) return notFound(c, token);
    const body = await readJsonBody(c);
    const input = body.ok ? validate(auditSchema, body.data) : body;
    if (!input.ok) return sendError(c, 'invalid_request', { message: input.message });
    const documents =
      input.data.action === 'legal-documents-shown'
        ? input.data.documents
        : [{ documentId: input.data.documentId, version: input.data.version }];
    const nowMs = ctx.now();
    const outcome = await ctx.db.transaction(async (tx) => {
      const application = await lockApplication(tx, token, nowMs);
      if (application === undefined) return 'sign_up_not_found' as const;
      if (application.status === 'active') return 'sign_up_already_active' as const;
      return recordSignUpAudit(tx, application.applicationId, input.data.action, documents, nowMs);
    });
    if (outcome === 'sign_up_not_found') return notFound(c, token);
    return outcome === null ? sendNoContent(c) : sendError(c, outcome);
  });

  api.post(API_PATHS.signUpActivation, async (c) => {
    const token = readSignUpCookie(c);
    if (token === undefined) return notFound(c, token);
    const nowMs = ctx.now();
    const activation = await activateApplication(ctx.db, token, nowMs);
    if (!activation.ok) return activation.refusal.code === 'sign_up_not_found' ? notFound(c, token) : sendRefusal(c, activation.refusal);
    // The document's owner is told on their phone too; the prospect is answered as any other.
    if (activation.duplicateOf !== null)
      ctx.otpDelivery.send({ personId: activation.duplicateOf, text: DUPLICATE_NOTICE_TEXT, sentAtMs: nowMs });
    return sendJson(c, { document: activation.document }, HTTP_CREATED);
  });

  api.delete(API_PATHS.signUpCurrentApplication, async (c) => {
    const token = readSignUpCookie(c);
    if (token === undefined || !(await deleteApplication(ctx.db, token, ctx.now()))) return notFound(c, token);
    expireSignUpCookie(c);
    return sendNoContent(c);
  });
}
