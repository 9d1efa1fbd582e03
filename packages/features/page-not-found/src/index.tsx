import { defineFeature, useTranslation } from '@bank-shell/react';

const messages = {
  'es-ES': {
    title: 'No encontramos esta página',
    text: 'Puede que la dirección esté mal escrita o que la página ya no exista.',
    home: 'Ir a mi posición global',
  },
  'en-GB': {
    title: 'We cannot find this page',
    text: 'The address may be mistyped, or the page may no longer exist.',
    home: 'Go to my overview',
  },
};

function PageNotFound() {
  const { t } = useTranslation('page-not-found');
  return (
    <section className="page page--narrow notice">
      <p className="notice__code" aria-hidden="true">
        404
      </p>
      <h1 className="page__title">{t('title')}</h1>
      <p>{t('text')}</p>
      <a className="button button--primary" href="#/posicion-global">
        {t('home')}
      </a>
    </section>
  );
}

/** Where unknown routes land when the customer is logged in (shell.md §2.6). */
export default defineFeature({ id: 'page-not-found', component: PageNotFound, messages });
