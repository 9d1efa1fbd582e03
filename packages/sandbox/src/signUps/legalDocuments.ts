import type { Queryable } from '../db';

/** The languages the bank publishes its documents in (the sandbox's two). */
export type LegalDocumentLocale = 'es-ES' | 'en-GB';

/** A document as the list names it. */
export interface LegalDocumentSummary {
  documentId: string;
  version: number;
  title: string;
}

/** A document as it opens. */
export interface LegalDocument extends LegalDocumentSummary {
  paragraphs: string[];
}

/** What the audit records: the list shown (with each document's version), or one document opened. */
export type SignUpAuditAction = 'legal-documents-shown' | 'legal-document-opened';

/** The contract's documents in a language, in the order they are read. */
export async function listLegalDocuments(db: Queryable, locale: LegalDocumentLocale): Promise<LegalDocumentSummary[]> {
  const { rows } = await db.query<LegalDocumentSummary>(
    'SELECT document_id AS "documentId", version, title FROM legal_documents WHERE locale = $1 ORDER BY position, document_id',
    [locale],
  );
  return rows;
}

/** One document in a language, or undefined for an id the bank does not publish. */
export async function findLegalDocument(
  db: Queryable,
  locale: LegalDocumentLocale,
  documentId: string,
): Promise<LegalDocument | undefined> {
  const { rows } = await db.query<LegalDocument>(
    `SELECT document_id AS "documentId", version, title, paragraphs FROM legal_documents WHERE locale = $1 AND document_id = $2`,
    [locale, documentId],
  );
  return rows[0];
}

/** Why an audit entry was not recorded: a document the bank does not publish, or not in its current version. */
export type AuditRefusal = 'legal_document_not_found' | 'legal_document_outdated';

/**
 * Records that an application was shown the documents, or opened one, in the versions given:
 * each entry replaces the application's last one of the same action and document. Nothing is
 * recorded unless every document named is published in the version named.
 */
export async function recordSignUpAudit(
  tx: Queryable,
  applicationId: string,
  action: SignUpAuditAction,
  documents: readonly { documentId: string; version: number }[],
  nowMs: number,
): Promise<AuditRefusal | null> {
  const { rows } = await tx.query<{ documentId: string; version: number }>(
    'SELECT DISTINCT document_id AS "documentId", version FROM legal_documents',
  );
  const current = new Map(rows.map((row) => [row.documentId, row.version]));
  for (const document of documents) {
    const version = current.get(document.documentId);
    if (version === undefined) return 'legal_document_not_found';
    if (version !== document.version) return 'legal_document_outdated';
  }
  if (action === 'legal-documents-shown' && documents.length !== current.size) return 'legal_document_outdated';
  for (const document of documents) {
    await tx.query(
      `INSERT INTO sign_up_audit (application_id, action, document_id, version, recorded_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (application_id, action, document_id) DO UPDATE SET version = EXCLUDED.version, recorded_at = EXCLUDED.recorded_at`,
      [applicationId, action, document.documentId, document.version, new Date(nowMs)],
    );
  }
  return null;
}

/**
 * Whether an application's signing process can start: it was shown every document the bank
 * publishes, each in its current version (features.md §8 "signing process not initialised").
 */
export async function wereLegalDocumentsShown(db: Queryable, applicationId: string): Promise<boolean> {
  const { rows } = await db.query<{ shown: boolean }>(
    `SELECT NOT EXISTS (
       SELECT 1 FROM (SELECT DISTINCT document_id, version FROM legal_documents) d
        WHERE NOT EXISTS (SELECT 1 FROM sign_up_audit a
                           WHERE a.application_id = $1 AND a.action = 'legal-documents-shown'
                             AND a.document_id = d.document_id AND a.version = d.version)
     ) AS shown`,
    [applicationId],
  );
  return rows[0]?.shown === true;
}
