import { useEffect, useRef, useState } from 'react';
import { getLegalDocument, getLegalDocuments, recordAudit } from '../api';
import type { LegalDocument, LegalDocumentSummary } from '../api';
import { useApplication } from '../application';
import { Dialog } from '../Dialog';
import { SYSTEM_ERROR } from '../errors';
import { choiceOf, funnelOf } from '../flow';
import { useTexts } from '../texts';
import { useSignUpTracking } from '../tracking';
import { TRACKING_KEY_OF, legalDocumentTrackingKey, productVariablesOf } from '../trackingKeys';
import { useSignUpHttp } from '../useSignUpHttp';
import { InfoStepPage } from './InfoStepPage';

/** What the page could not do, each with its text and, but for opening, a way to try again. */
type Problem = 'load' | 'audit' | 'open';

const PROBLEM_TEXT = { load: 'legalLoadError', audit: 'legalAuditError', open: 'legalOpenError' } as const;

/**
 * The contract's documents, as the bank's content system publishes them, each readable in a dialog
 * (the "legal popups" of features.md §2.5). Once the list is shown, the bank is told which
 * documents, in which versions (the audit the signature needs); opening one is told too. Each
 * failure is tracked by its system error (features.md §8: CMS load, audit action, document
 * opening) and said on the page, which keeps what it has.
 */
export function LegalDocumentsViewPage() {
  const { t } = useTexts();
  const http = useSignUpHttp();
  const application = useApplication();
  const tracking = useSignUpTracking();
  const [documents, setDocuments] = useState<readonly LegalDocumentSummary[] | null>(null);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [open, setOpen] = useState<LegalDocument | null>(null);
  const [attempt, setAttempt] = useState(0);

  const trackingKey = TRACKING_KEY_OF['legal-documents-view'];
  const variables = productVariablesOf(application);
  const funnel = funnelOf(choiceOf(application));
  const failed = (next: Problem, code: string) => {
    setProblem(next);
    tracking.pageView(trackingKey, funnel, { ...variables, page_error: code });
  };
  // The latest `failed`, for the effect below, which runs again only on a retry.
  const failedRef = useRef(failed);
  useEffect(() => {
    failedRef.current = failed;
  });

  useEffect(() => {
    let current = true;
    void (async () => {
      let listed: readonly LegalDocumentSummary[];
      try {
        listed = await getLegalDocuments(http);
      } catch {
        if (current) failedRef.current('load', SYSTEM_ERROR.cmsLoad);
        return;
      }
      if (current) setDocuments(listed);
      // Recorded even when the prospect has moved on: the list reached the page, and the signature needs it.
      try {
        await recordAudit(http, {
          action: 'legal-documents-shown',
          documents: listed.map(({ documentId, version }) => ({ documentId, version })),
        });
      } catch {
        if (current) failedRef.current('audit', SYSTEM_ERROR.auditAction);
      }
    })();
    return () => {
      current = false;
    };
  }, [http, attempt]);

  async function show(summary: LegalDocumentSummary) {
    let document: LegalDocument;
    try {
      document = await getLegalDocument(http, summary.documentId);
    } catch {
      failed('open', SYSTEM_ERROR.documentOpening);
      return;
    }
    setOpen(document);
    tracking.pageView(legalDocumentTrackingKey(summary.documentId), funnel, variables);
    recordAudit(http, { action: 'legal-document-opened', documentId: document.documentId, version: document.version }).catch(() =>
      failed('audit', SYSTEM_ERROR.auditAction),
    );
  }

  return (
    <InfoStepPage page="legal-documents-view" trackingKey={trackingKey} title={t('legalViewTitle')} intro={t('legalViewIntro')}>
      <div role="alert" className={problem ? 'alert alert--error sign-up-alert' : 'alert alert--empty'}>
        {problem && (
          <>
            <p>{t(PROBLEM_TEXT[problem])}</p>
            {problem !== 'open' && (
              <button
                type="button"
                className="button button--ghost"
                onClick={() => {
                  setProblem(null);
                  setAttempt((n) => n + 1);
                }}
              >
                {t('retry')}
              </button>
            )}
          </>
        )}
      </div>
      {documents === null && problem === null && <p className="sign-up-loading">{t('legalLoading')}</p>}
      {documents !== null && (
        <ul className="sign-up-documents">
          {documents.map((document) => (
            <li key={document.documentId}>
              <button type="button" className="sign-up-document" onClick={() => void show(document)}>
                <span className="sign-up-document__title">{document.title}</span>
                <span className="sign-up-document__action">{t('readDocument')}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {open !== null && (
        <Dialog title={open.title} closeLabel={t('close')} onClose={() => setOpen(null)}>
          {open.paragraphs.map((paragraph, index) => (
            // A document's paragraphs have no id of their own; their order is their identity.
            <p key={index}>{paragraph}</p>
          ))}
        </Dialog>
      )}
    </InfoStepPage>
  );
}
