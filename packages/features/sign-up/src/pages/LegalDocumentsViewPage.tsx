import { useState } from 'react';
import { useApplication } from '../application';
import { Dialog } from '../Dialog';
import { choiceOf, funnelOf } from '../flow';
import { useTexts } from '../texts';
import { useSignUpTracking } from '../tracking';
import { LEGAL_DOCUMENTS, TRACKING_KEY_OF, legalDocumentTrackingKey, productVariablesOf } from '../trackingKeys';
import type { LegalDocument } from '../trackingKeys';
import { InfoStepPage } from './InfoStepPage';

/** The contract's documents, each readable in a dialog (the "legal popups" of features.md §2.5). */
export function LegalDocumentsViewPage() {
  const { t } = useTexts();
  const application = useApplication();
  const tracking = useSignUpTracking();
  const [open, setOpen] = useState<LegalDocument | null>(null);
  const show = (document: LegalDocument) => {
    setOpen(document);
    tracking.pageView(legalDocumentTrackingKey(document), funnelOf(choiceOf(application)), productVariablesOf(application));
  };
  return (
    <InfoStepPage
      page="legal-documents-view"
      trackingKey={TRACKING_KEY_OF['legal-documents-view']}
      title={t('legalViewTitle')}
      intro={t('legalViewIntro')}
    >
      <ul className="sign-up-documents">
        {LEGAL_DOCUMENTS.map((document) => (
          <li key={document}>
            <button type="button" className="sign-up-document" onClick={() => show(document)}>
              <span className="sign-up-document__title">{t(`legal_${document}_title`)}</span>
              <span className="sign-up-document__action">{t('readDocument')}</span>
            </button>
          </li>
        ))}
      </ul>
      {open !== null && (
        <Dialog title={t(`legal_${open}_title`)} closeLabel={t('close')} onClose={() => setOpen(null)}>
          <p>{t(`legal_${open}_p1`)}</p>
          <p>{t(`legal_${open}_p2`)}</p>
          <p>{t(`legal_${open}_p3`)}</p>
        </Dialog>
      )}
    </InfoStepPage>
  );
}
