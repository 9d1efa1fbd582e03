import type { Locale } from '@bank-shell/core';
import { useApiQuery } from '@bank-shell/react/query';
import { getPersonalData } from './api';
import type { PersonalAreaMessageKey } from './messages';

type Translate = (key: PersonalAreaMessageKey, values?: Record<string, string>) => string;

/**
 * The customer's personal data, from the client record (features.md §7 `GET …/client`): the
 * document and the phone come masked from the bank, and what the bank does not hold says so.
 */
/** A country's name in the customer's language (`ES` → España, Spain); the code where the browser has no name. */
function countryName(code: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

export function PersonalData({ t, locale }: { t: Translate; locale: Locale }) {
  const client = useApiQuery(getPersonalData, []);
  if (client.status === 'loading') return <p className="personal-area__hint">{t('dataLoading')}</p>;
  if (client.status === 'failed') {
    return (
      <div role="alert" className="alert alert--error personal-area__error">
        <p>{t('dataError')}</p>
        <button type="button" className="button button--ghost" onClick={client.retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  const data = client.data;
  const rows: readonly [PersonalAreaMessageKey, string | undefined][] = [
    ['dataName', [data.name, data.firstSurname, data.secondSurname].filter((part) => part !== '').join(' ')],
    ['dataDocument', data.documentMasked],
    ['dataBirthDate', data.birthDate],
    ['dataPhone', data.mobilePhoneMasked],
    ['dataEmail', data.email],
    ['dataNationality', countryName(data.nationality, locale)],
    ['dataTaxResidence', countryName(data.selfResFiscal, locale)],
  ];
  return (
    <section className="card personal-area__card personal-area__narrow">
      <p className="personal-area__hint">{t('dataIntro')}</p>
      <dl className="data-list">
        {rows.map(([label, value]) => (
          <div key={label} className="data-list__row">
            <dt>{t(label)}</dt>
            <dd className={value === undefined ? 'data-list__missing' : undefined}>{value ?? t('dataNotOnFile')}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
