import { useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import type { FeatureProps } from '@bank-shell/react';
import { useLayout, useNavigate } from '@bank-shell/react';
import { QueryFailure, QueryLoading } from '@bank-shell/react/query';
import { ApplicationProvider, useApplicationStore } from './application';
import { BEFORE_YOU_START_PAGE, ROOT_PAGE, isFlowPage, isProductChoice, isSidePage, pagesOf, resumePageOf, routeOf } from './flow';
import type { FlowPagePath, SidePagePath } from './flow';
import { FROM_PARAMETER, ReturnToContext } from './pageContext';
import { AccountActivationPage } from './pages/AccountActivationPage';
import { AccountCreationPage } from './pages/AccountCreationPage';
import { Address1Page } from './pages/Address1Page';
import { Address2Page } from './pages/Address2Page';
import { AuthoriseIdentificationPage } from './pages/AuthoriseIdentificationPage';
import { BeforeYouStartPage } from './pages/BeforeYouStartPage';
import { ConfirmationPage } from './pages/ConfirmationPage';
import { ConsentsPage } from './pages/ConsentsPage';
import { ContactPage } from './pages/ContactPage';
import { CreatePinPage } from './pages/CreatePinPage';
import {
  FamilyBookUploadPage,
  TransferDocumentTypePage,
  TransferInstructionsPage,
  TransferUploadPage,
  TransferValidationPage,
  VideoSelfiePage,
} from './pages/DemoPages';
import { EmploymentPage } from './pages/EmploymentPage';
import { FundsPage } from './pages/FundsPage';
import { IdentificationInstructionsPage } from './pages/IdentificationInstructionsPage';
import { IdentificationMethodPage } from './pages/IdentificationMethodPage';
import { LegalDocumentsSignPage } from './pages/LegalDocumentsSignPage';
import { LegalDocumentsViewPage } from './pages/LegalDocumentsViewPage';
import { MinorSelectionPage } from './pages/MinorSelectionPage';
import { NamePage } from './pages/NamePage';
import { PersonalData1Page } from './pages/PersonalData1Page';
import { PersonalData2Page } from './pages/PersonalData2Page';
import { PinConfirmationPage } from './pages/PinConfirmationPage';
import { ProductsPage } from './pages/ProductsPage';
import { RepresentativePage } from './pages/RepresentativePage';
import { CancelPage, HelpPage, OnlineChatPage } from './pages/SidePages';
import { SignatureConfirmationPage } from './pages/SignatureConfirmationPage';
import { SummaryPage } from './pages/SummaryPage';
import { TaxDataPage } from './pages/TaxDataPage';
import { TeenDocumentTypePage } from './pages/TeenDocumentTypePage';
import { useTexts } from './texts';
import { useAnonymousProfileOnlyHere } from './useSignUpHttp';

/** The component of each page of the flow. */
export const FLOW_PAGES: Readonly<Record<FlowPagePath, ComponentType>> = {
  'minor-selection': MinorSelectionPage,
  'what-is-your-name': NamePage,
  'access-and-contact-data': ContactPage,
  'personal-data-1': PersonalData1Page,
  'personal-data-2': PersonalData2Page,
  'address-1': Address1Page,
  'address-2': Address2Page,
  'employment-data': EmploymentPage,
  'tax-data': TaxDataPage,
  'funds-origin-and-purpose': FundsPage,
  representative: RepresentativePage,
  'data-collection-confirmation': SummaryPage,
  'account-creation': AccountCreationPage,
  'create-security-pin': CreatePinPage,
  consents: ConsentsPage,
  'pin-confirmation': PinConfirmationPage,
  'account-activation': AccountActivationPage,
  'legal-documents-view': LegalDocumentsViewPage,
  'legal-documents-sign': LegalDocumentsSignPage,
  'signature-confirmation': SignatureConfirmationPage,
  'authorise-identification': AuthoriseIdentificationPage,
  'identification-instructions': IdentificationInstructionsPage,
  'identification-method': IdentificationMethodPage,
  'identification-video-selfie': VideoSelfiePage,
  'identification-transfer-document-type': TransferDocumentTypePage,
  'identification-transfer-upload-files': TransferUploadPage,
  'identification-transfer-instructions': TransferInstructionsPage,
  'identification-transfer-validation': TransferValidationPage,
  'teen-document-type': TeenDocumentTypePage,
  'family-book-or-birth-certificate-upload': FamilyBookUploadPage,
  confirmation: ConfirmationPage,
};

const SIDE_PAGES: Readonly<Record<SidePagePath, ComponentType<{ from: string | null }>>> = {
  help: HelpPage,
  'online-chat': OnlineChatPage,
  'cancel-contracting-process': CancelPage,
};

/**
 * The sign-up (features.md §2.5; docs/sandbox-api.md, Sign-up): `#/signups-account` and its
 * sub-paths, one page each, in the shell's flow layout. Open to prospects, who have no session.
 */
export function SignUp({ match }: FeatureProps) {
  const { t } = useTexts();
  useLayout({ mode: 'flow', title: t('layoutTitle') });
  useAnonymousProfileOnlyHere();
  return (
    <ApplicationProvider>
      <SignUpPage rest={match.rest} from={match.query.get(FROM_PARAMETER)} />
    </ApplicationProvider>
  );
}

function SignUpPage({ rest, from }: { rest: string; from: string | null }) {
  const [page = '', parameter = '', ...more] = rest.split('/');
  if (page === ROOT_PAGE) return <ProductsPage />;
  if (page === BEFORE_YOU_START_PAGE && isProductChoice(parameter) && more.length === 0) {
    return <BeforeYouStartPage key={parameter} choice={parameter} />;
  }
  if (parameter === '' && isSidePage(page)) {
    const Side = SIDE_PAGES[page];
    return (
      <Settled>
        <Side key={page} from={from} />
      </Settled>
    );
  }
  if (parameter === '' && isFlowPage(page)) {
    const Page = FLOW_PAGES[page];
    const returnTo = from !== null && isFlowPage(from) ? from : null;
    return (
      <WithApplication page={page}>
        <ReturnToContext.Provider value={returnTo}>
          <Page key={page} />
        </ReturnToContext.Provider>
      </WithApplication>
    );
  }
  return <Redirect to={ROOT_PAGE} />;
}

function Redirect({ to }: { to: string }) {
  const navigate = useNavigate();
  useEffect(() => navigate(routeOf(to), { replace: true }), [navigate, to]);
  return null;
}

/** Waits until the application is read, whatever it is. */
function Settled({ children }: { children: ReactNode }) {
  const { t } = useTexts();
  const { state } = useApplicationStore();
  return state.kind === 'loading' ? <QueryLoading label={t('loading')} blocks={['title', 'list']} /> : children;
}

/**
 * A page of the flow needs the application (reload-safe: it is read on arrival). Without one the
 * visitor goes to the products page; on a page the flow does not have, to where the flow stands.
 */
function WithApplication({ page, children }: { page: FlowPagePath; children: ReactNode }) {
  const { t } = useTexts();
  const { state, reload } = useApplicationStore();
  if (state.kind === 'loading') return <QueryLoading label={t('loading')} blocks={['title', 'list']} />;
  if (state.kind === 'failed') {
    return (
      <QueryFailure retryLabel={t('retry')} onRetry={reload}>
        {t('loadError')}
      </QueryFailure>
    );
  }
  if (state.kind === 'none') return <Redirect to={ROOT_PAGE} />;
  if (!pagesOf(state.application).includes(page)) return <Redirect to={resumePageOf(state.application)} />;
  return children;
}
