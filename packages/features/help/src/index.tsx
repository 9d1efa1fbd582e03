import { defineFeature, useTranslation } from '@bank-shell/react';

const messages = {
  'es-ES': {
    title: 'Ayuda',
    intro: 'Estamos aquí para ayudarte.',
    phone: 'Llámanos al 910 000 000, de lunes a domingo de 8:00 a 22:00.',
    lost: 'Si has perdido tu tarjeta, llama al 910 000 001 a cualquier hora para bloquearla.',
  },
  'en-GB': {
    title: 'Help',
    intro: 'We are here to help.',
    phone: 'Call us on 910 000 000, every day from 8:00 to 22:00.',
    lost: 'If you have lost your card, call 910 000 001 at any time to block it.',
  },
};

function Help() {
  const { t } = useTranslation('help');
  return (
    <section className="page page--narrow">
      <h1 className="page__title">{t('title')}</h1>
      <p>{t('intro')}</p>
      <ul className="card help-list">
        <li>{t('phone')}</li>
        <li>{t('lost')}</li>
      </ul>
    </section>
  );
}

/** Contact details. Not in the seeded `means`: the end-to-end tests publish it at run time. */
export default defineFeature({ id: 'help', component: Help, messages });
