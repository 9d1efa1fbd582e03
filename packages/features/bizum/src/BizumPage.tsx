import { useEffect, useRef, useState } from 'react';
import { requestProducts } from '@bank-shell/core/signed-in';
import { useTranslation } from '@bank-shell/react';
import type { FeatureProps } from '@bank-shell/react';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { listPayments, listRequests, requestStatus } from './api';
import { Activation } from './Activation';
import { BizumHome } from './BizumHome';

/** The feature id, which is also its texts' namespace. */
export const FEATURE_ID = 'bizum';

export interface BizumPageProps {
  /** Names one reviewed payment or one request. @default `crypto.randomUUID` */
  createIdempotencyKey?: () => string;
}

/** What the page says after an operation, above everything, once the page has its new figures. */
export interface Notice {
  kind: 'success' | 'info';
  text: string;
}

/** The sub-route a deep link opens (features.md §2.3: `bizum/solicitar`, `bizum/enviar`): which form comes first. */
function firstMode(rest: string | undefined): 'send' | 'request' {
  return rest?.split('/')[0] === 'solicitar' ? 'request' : 'send';
}

/**
 * Bizum (issue 41 §2): send money to a phone and ask for it, meet the requests received, and see
 * what was sent and received; or, for a customer not on Bizum yet, activate it. Every payment is
 * reviewed, then signed through the shell's step-up.
 */
export function BizumPage({ match, createIdempotencyKey = () => crypto.randomUUID() }: Partial<FeatureProps> & BizumPageProps) {
  const { t } = useTranslation(FEATURE_ID);
  const rest = match?.rest;
  const [notice, setNotice] = useState<Notice | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const query = useApiQuery(async (http) => {
    const [status, products, payments, requests] = await Promise.all([
      requestStatus(http),
      requestProducts(http),
      listPayments(http),
      listRequests(http),
    ]);
    return { status, accounts: products.accounts, payments, requests };
  }, []);
  const ready = query.status === 'ready';
  useEffect(() => {
    // Once the page shows what the operation changed, the customer hears what happened.
    if (ready && notice) noticeRef.current?.focus();
  }, [ready, notice]);

  /** After an operation: its notice, and the page's figures again from the bank. */
  const afterOperation = (next: Notice | null) => {
    setNotice(next);
    query.retry();
  };

  return (
    <section className="page page--narrow bizum">
      <h1 className="page__title">{t('title')}</h1>
      <p className="bizum__intro">{t('intro')}</p>
      {notice && ready && (
        <p ref={noticeRef} tabIndex={-1} role="status" className={`bizum__notice bizum__notice--${notice.kind}`}>
          {notice.text}
        </p>
      )}
      {query.status === 'loading' && <QueryLoading label={t('loading')} blocks={['list']} />}
      {query.status === 'failed' && (
        <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
          {t('loadError')}
        </QueryFailure>
      )}
      {ready &&
        (query.data.status.registered ? (
          <BizumHome
            data={query.data}
            firstMode={firstMode(rest)}
            t={t}
            createIdempotencyKey={createIdempotencyKey}
            onOperation={afterOperation}
          />
        ) : (
          <Activation status={query.data.status} accounts={query.data.accounts} t={t} onActivated={afterOperation} />
        ))}
    </section>
  );
}
