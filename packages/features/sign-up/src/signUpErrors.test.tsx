import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SAVED_ADULT_DATA, apiError, applicationWith, json, renderSignUp, requestsTo, stepPath } from './testKit';

afterEach(cleanup);

/**
 * The tracked flow errors and system errors of features.md §8 that the funnel meets where they
 * happen: each is said to the prospect and tracked as `page_error` on a page view of its page.
 */

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const continueButton = () => screen.getByRole('button', { name: 'Continuar' });
const tracked = (key: string, pageError: string) => [key, 'adult', { product_sku: 'cuenta-nomina', page_error: pageError }];

describe('data collection step 2: surname/tax-ID mismatch (features.md §8.18)', () => {
  it('says so by the document number when the bank answers 422 surname_tax_id_mismatch, and tracks it', async () => {
    const { tracking } = renderSignUp('access-and-contact-data', {
      application: applicationWith({ data: { 'what-is-your-name': { name: 'Lucía', firstSurname: 'Martínez' } } }),
      answers: { [`PUT ${stepPath('access-and-contact-data')}`]: apiError(422, 'surname_tax_id_mismatch') },
    });
    await screen.findByLabelText('Número de documento');
    type('Número de documento', '11111111H');
    type('Correo electrónico', 'lucia@example.es');
    type('Móvil', '612 345 678');
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(tracking.pageView).toHaveBeenLastCalledWith(...tracked('signups/access-and-contact-data', 'surname_tax_id_mismatch')),
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'Tu primer apellido no coincide con el del titular de ese DNI o NIE según la Agencia Tributaria. Revisa los dos.',
    );
    expect(screen.getByLabelText('Número de documento').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('step 7: foreign ID with non-Spanish nationality (features.md §8.20)', () => {
  const foreigner = applicationWith({
    data: {
      ...SAVED_ADULT_DATA,
      'access-and-contact-data': { documentType: 'NIE', documentNumber: 'X1234567L', email: 'a@example.es', mobilePhone: '+34612345678' },
      'personal-data-1': { birthDate: '15/03/1985', nationality: 'PT', gender: 'F' },
    },
  });

  it('refuses a video selfie to an NIE holder who is not Spanish before sending it, says to choose the transfer, and tracks it', async () => {
    const { tracking, requests } = renderSignUp('identification-method', { application: foreigner });
    fireEvent.click(await screen.findByRole('radio', { name: /Videoselfi/ }));
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(tracking.pageView).toHaveBeenLastCalledWith(...tracked('signups/identification-method', 'foreign_id_non_spanish_nationality')),
    );
    expect(
      screen.getByText('Con un NIE y nacionalidad no española no puedes identificarte con un vídeo selfie. Elige la transferencia.'),
    ).toBeTruthy();
    expect(requestsTo(requests, 'PUT', stepPath('identification-method'))).toHaveLength(0);
  });

  it('takes the transfer', async () => {
    const { requests } = renderSignUp('identification-method', {
      application: foreigner,
      answers: { [`PUT ${stepPath('identification-method')}`]: json(foreigner) },
    });
    fireEvent.click(await screen.findByRole('radio', { name: /Transferencia/ }));
    fireEvent.click(continueButton());
    await waitFor(() => expect(requestsTo(requests, 'PUT', stepPath('identification-method'))).toHaveLength(1));
  });
});

describe('system errors (features.md §8.22): missing attributes, consent process, consent cancellation', () => {
  it('an answer without the attributes it must have is tracked as missing_attributes_error and said plainly', async () => {
    const { tracking, navigate } = renderSignUp('what-is-your-name', {
      application: applicationWith(),
      // The saved application, without its stepsDone and nextStep.
      answers: {
        [`PUT ${stepPath('what-is-your-name')}`]: json({
          applicationId: 'x',
          product: 'current',
          flow: 'adult',
          status: 'in-progress',
          data: {},
        }),
      },
    });
    await screen.findByLabelText('Nombre');
    type('Nombre', 'Lucía');
    type('Primer apellido', 'Martínez');
    fireEvent.click(continueButton());
    await waitFor(() =>
      expect(tracking.pageView).toHaveBeenLastCalledWith(...tracked('signups/what-is-your-name', 'missing_attributes_error')),
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'La respuesta del banco ha llegado incompleta y no hemos guardado nada. Inténtalo de nuevo.',
    );
    expect(navigate).not.toHaveBeenCalled();
  });

  it('consents the bank could not save are tracked as consent_process_error', async () => {
    const { tracking } = renderSignUp('consents', {
      application: applicationWith({ data: SAVED_ADULT_DATA }),
      answers: { [`PUT ${stepPath('consents')}`]: apiError(503, 'unavailable') },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Acepto las condiciones generales de la cuenta/ }));
    fireEvent.click(screen.getByRole('checkbox', { name: /He leído y acepto la política de protección de datos/ }));
    fireEvent.click(continueButton());
    await waitFor(() => expect(tracking.pageView).toHaveBeenLastCalledWith(...tracked('signups/consents', 'consent_process_error')));
    expect(screen.getByRole('alert').textContent).toContain('No hemos podido guardar tus consentimientos. Inténtalo de nuevo.');
  });

  it('withdrawing the marketing consent given before, when the bank cannot save it, is tracked as consent_cancellation_error and says it still stands', async () => {
    const { tracking } = renderSignUp('consents', {
      application: applicationWith({ data: { ...SAVED_ADULT_DATA, consents: { terms: true, dataProtection: true, marketing: true } } }),
      answers: { [`PUT ${stepPath('consents')}`]: apiError(500, 'internal') },
    });
    fireEvent.click(await screen.findByRole('checkbox', { name: /Quiero recibir ofertas/ }));
    fireEvent.click(continueButton());
    await waitFor(() => expect(tracking.pageView).toHaveBeenLastCalledWith(...tracked('signups/consents', 'consent_cancellation_error')));
    expect(screen.getByRole('alert').textContent).toContain(
      'No hemos podido retirar tu consentimiento para comunicaciones comerciales: sigue dado. Inténtalo de nuevo.',
    );
  });
});
