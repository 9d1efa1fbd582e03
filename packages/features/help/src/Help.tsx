import { useId } from 'react';
import { HttpError, schema as v } from '@bank-shell/core';
import type { HttpClient, InferOutput } from '@bank-shell/core';
import { formatPhone } from '@bank-shell/core/format';
import { useTranslation } from '@bank-shell/react';
import { useApiQuery } from '@bank-shell/react/query';
import type { HelpMessageKey } from './messages';

/** The feature id, which is also its texts' namespace. */
export const FEATURE_ID = 'help';

/** The bank's customer service, dialled and as the login's footer writes it. */
export const BANK_PHONE = '+34910000000';
export const BANK_PHONE_SHOWN = '910 000 000';
/** An affluent customer's manager (docs/design/overview-contract.md, Client extras): 404 for everyone else. */
export const PERSONAL_MANAGER_PATH = '/genoma_api/rest/client/personal-manager';
const HTTP_NOT_FOUND = 404;

const managerSchema = v.object({ name: v.string(), phone: v.string(), email: v.string(), office: v.string() });
export type PersonalManager = InferOutput<typeof managerSchema>;

/** The customer's personal manager, or null when the bank says they have none. */
export async function getPersonalManager(http: HttpClient): Promise<PersonalManager | null> {
  try {
    return v.parse(managerSchema, await http.get(PERSONAL_MANAGER_PATH));
  } catch (error) {
    if (error instanceof HttpError && error.status === HTTP_NOT_FOUND) return null;
    throw error;
  }
}

/** The frequent questions, in the order people ask them. */
const QUESTIONS: readonly (readonly [question: HelpMessageKey, answer: HelpMessageKey])[] = [
  ['faqPinQuestion', 'faqPinAnswer'],
  ['faqCardQuestion', 'faqCardAnswer'],
  ['faqBizumQuestion', 'faqBizumAnswer'],
  ['faqTransferQuestion', 'faqTransferAnswer'],
  ['faqSessionQuestion', 'faqSessionAnswer'],
];

/**
 * Help (issue 42 §3): the frequent questions, each opened on its own (native `<details>`, so the
 * keyboard and screen readers know it as a disclosure), the bank's phone and hours and, for an
 * affluent customer, their personal manager. The manager's card waits for the bank; a failure
 * leaves it out, as the rest of the page answers without it.
 */
export function Help() {
  const { t } = useTranslation(FEATURE_ID);
  const faqId = useId();
  const contactId = useId();
  return (
    <div className="page page--narrow help">
      <header className="page__header">
        <h1 className="page__title">{t('title')}</h1>
        <p className="page__subtitle">{t('intro')}</p>
      </header>
      <section className="card help__card" aria-labelledby={faqId}>
        <h2 id={faqId} className="section-title">
          {t('faqTitle')}
        </h2>
        <div className="help__faq">
          {QUESTIONS.map(([question, answer]) => (
            <details key={question} className="help__question">
              <summary className="help__summary">{t(question)}</summary>
              <p className="help__answer">{t(answer)}</p>
            </details>
          ))}
        </div>
      </section>
      <section className="card help__card" aria-labelledby={contactId}>
        <h2 id={contactId} className="section-title">
          {t('contactTitle')}
        </h2>
        <p className="help__label">{t('contactPhoneLabel')}</p>
        <a className="help__phone" href={`tel:${BANK_PHONE}`}>
          {BANK_PHONE_SHOWN}
        </a>
        <p>{t('contactHours')}</p>
        <p className="help__note">{t('contactLost')}</p>
      </section>
      <ManagerCard t={t} />
    </div>
  );
}

function ManagerCard({ t }: { t: (key: HelpMessageKey, values?: Record<string, string>) => string }) {
  const titleId = useId();
  const manager = useApiQuery(getPersonalManager, []);
  if (manager.status !== 'ready' || manager.data === null) return null;
  const { name, phone, email, office } = manager.data;
  return (
    <section className="card help__card" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('managerTitle')}
      </h2>
      <p>{t('managerIntro', { name })}</p>
      <dl className="help__details">
        <div>
          <dt>{t('managerPhone')}</dt>
          <dd>
            <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{formatPhone(phone)}</a>
          </dd>
        </div>
        <div>
          <dt>{t('managerEmail')}</dt>
          <dd>
            <a href={`mailto:${email}`}>{email}</a>
          </dd>
        </div>
        <div>
          <dt>{t('managerOffice')}</dt>
          <dd>{office}</dd>
        </div>
      </dl>
    </section>
  );
}
