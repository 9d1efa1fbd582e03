import { describe, expect, it } from 'vitest';
import { apiRequest, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import {
  AUDIT,
  LEGAL_DOCUMENTS,
  putStep,
  saveSteps,
  showLegalDocuments,
  signUpCall,
  signUpJar,
  startSignUp,
} from '../../../../test/signUpClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';

const CURRENT = [
  { documentId: 'data-protection', version: 3 },
  { documentId: 'precontractual', version: 2 },
  { documentId: 'commissions', version: 5 },
];

async function errorOf(response: Response, status: number): Promise<ApiErrorBody> {
  expect(response.status, await response.clone().text()).toBe(status);
  return readJson<ApiErrorBody>(response);
}

// features.md §8 system errors "CMS load", "document opening", "audit action", "signing process not initialised" (issue 39 §12).
describe('features.md §8.22: the contract’s documents (CMS load, document opening), their audit (audit action) and the signature that needs them (signing process not initialised)', () => {
  const sandbox = useTestSandbox();

  async function get(path: string, acceptLanguage?: string): Promise<Response> {
    const jar = await signUpJar(sandbox.app);
    return apiRequest(sandbox.app, path, {
      headers: { Origin: TEST_APP_ORIGIN, ...(acceptLanguage === undefined ? {} : { 'Accept-Language': acceptLanguage }) },
      jar,
    });
  }

  it('lists the documents in the prospect’s language, in reading order, Spanish for any es and English otherwise', async () => {
    const spanish = await get(LEGAL_DOCUMENTS, 'es-ES,es;q=0.9');
    expect(spanish.headers.get('vary')).toContain('Accept-Language');
    expect(await readJson(spanish)).toEqual({
      documents: [
        { documentId: 'data-protection', version: 3, title: 'Protección de datos' },
        { documentId: 'precontractual', version: 2, title: 'Información precontractual' },
        { documentId: 'commissions', version: 5, title: 'Comisiones' },
      ],
    });
    for (const language of ['en-GB', 'fr-FR', undefined]) {
      const { documents } = await readJson<{ documents: { title: string }[] }>(await get(LEGAL_DOCUMENTS, language));
      expect(
        documents.map((document) => document.title),
        String(language),
      ).toEqual(['Data protection', 'Pre-contractual information', 'Fees']);
    }
  });

  it('opens one document with its paragraphs; an unknown or malformed id is 404 legal_document_not_found', async () => {
    const document = await readJson<{ paragraphs: string[] }>(await get(`${LEGAL_DOCUMENTS}/precontractual`, 'es'));
    expect(document).toMatchObject({ documentId: 'precontractual', version: 2, title: 'Información precontractual' });
    expect(document.paragraphs[2]).toBe(
      'Tienes 14 días naturales desde la firma para desistir del contrato sin dar explicaciones y sin coste.',
    );
    for (const id of ['unknown-document', 'Precontractual', "precontractual'%20OR%201=1", '%00', '%ED%A0%80']) {
      expect((await errorOf(await get(`${LEGAL_DOCUMENTS}/${id}`), 404)).error, id).toBe('legal_document_not_found');
    }
  });

  it('answers nobody without an anonymous token: 401 anonymous_token_required', async () => {
    for (const path of [LEGAL_DOCUMENTS, `${LEGAL_DOCUMENTS}/precontractual`]) {
      const response = await apiRequest(sandbox.app, path, { headers: { Origin: TEST_APP_ORIGIN } });
      expect((await errorOf(response, 401)).error).toBe('anonymous_token_required');
    }
  });

  it('refuses the signature until the documents were shown in their current versions: 409 signing_not_initialised', async () => {
    const { jar } = await startSignUp(sandbox.app);
    await saveSteps(sandbox.app, jar, [['what-is-your-name', { name: 'Ana', firstSurname: 'Gil' }]]);
    const sign = () => putStep(sandbox.app, jar, 'legal-documents-sign', { accepted: true, signedName: 'Ana Gil' });
    expect(await errorOf(await sign(), 409)).toEqual({
      error: 'signing_not_initialised',
      message: 'La firma no se ha preparado: antes hay que mostrarte los documentos del contrato en su versión actual.',
    });
    // One document opened is not the list shown.
    expect(
      (await signUpCall(sandbox.app, jar, 'POST', AUDIT, { action: 'legal-document-opened', documentId: 'commissions', version: 5 }))
        .status,
    ).toBe(204);
    expect((await errorOf(await sign(), 409)).error).toBe('signing_not_initialised');
    await showLegalDocuments(sandbox.app, jar);
    expect((await sign()).status).toBe(200);
    const { rows } = await sandbox.db.query<{ action: string; documentId: string }>(
      `SELECT action, document_id AS "documentId" FROM sign_up_audit ORDER BY action, document_id`,
    );
    expect(rows.filter((row) => row.action === 'legal-document-opened').map((row) => row.documentId)).toContain('commissions');
  });

  it('refuses an audit of a version that is not the current one (409 legal_document_outdated), of part of the list, or of an unknown document (404)', async () => {
    const { jar, applicationId } = await startSignUp(sandbox.app);
    const audit = (body: unknown) => signUpCall(sandbox.app, jar, 'POST', AUDIT, body);
    const outdated = CURRENT.map((document) => (document.documentId === 'commissions' ? { ...document, version: 4 } : document));
    expect((await errorOf(await audit({ action: 'legal-documents-shown', documents: outdated }), 409)).error).toBe(
      'legal_document_outdated',
    );
    expect((await errorOf(await audit({ action: 'legal-documents-shown', documents: CURRENT.slice(1) }), 409)).error).toBe(
      'legal_document_outdated',
    );
    expect((await errorOf(await audit({ action: 'legal-document-opened', documentId: 'terms-of-use', version: 1 }), 404)).error).toBe(
      'legal_document_not_found',
    );
    const { rows } = await sandbox.db.query('SELECT 1 FROM sign_up_audit WHERE application_id = $1', [applicationId]);
    expect(rows).toHaveLength(0);
  });

  it.each([
    [{ action: 'document-printed', documentId: 'commissions', version: 5 }, 'action es legal-documents-shown o legal-document-opened.'],
    [{ action: 'legal-document-opened', documentId: 'commissions' }, 'Falta version, la versión mostrada.'],
    [{ action: 'legal-document-opened', documentId: 'commissions', version: 1.5 }, 'version es un número entero.'],
    [{ action: 'legal-document-opened', documentId: 'Commissions!', version: 5 }, 'documentId no es el de un documento.'],
    [{ action: 'legal-documents-shown', documents: [] }, 'documents es la lista de documentos mostrados.'],
  ])('refuses the audit %j with 400: "%s"', async (body, message) => {
    const { jar } = await startSignUp(sandbox.app);
    expect(await errorOf(await signUpCall(sandbox.app, jar, 'POST', AUDIT, body), 400)).toEqual({ error: 'invalid_request', message });
  });

  it('records an audit once per document when two tabs send it at once, and without an application answers 404', async () => {
    const { jar } = await startSignUp(sandbox.app);
    const body = { action: 'legal-documents-shown', documents: CURRENT };
    const statuses = await Promise.all(
      [1, 2].map(() => signUpCall(sandbox.app, jar, 'POST', AUDIT, body).then((response) => response.status)),
    );
    expect(statuses).toEqual([204, 204]);
    const stranger = await signUpJar(sandbox.app);
    expect((await errorOf(await signUpCall(sandbox.app, stranger, 'POST', AUDIT, body), 404)).error).toBe('sign_up_not_found');
  });
});
