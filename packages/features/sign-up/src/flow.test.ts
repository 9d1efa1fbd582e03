import { describe, expect, it } from 'vitest';
import { nextPageOf, pageOfStep, pagesOf, previousPathOf, progressOf, resumePageOf } from './flow';
import { formVariablesOf } from './formVariables';
import { applicationWith, SAVED_ADULT_DATA } from './testKit';
import { PRODUCT_SKU_OF, accountCreationTrackingKey, employmentTrackingKey, productVariablesOf } from './trackingKeys';

describe('the pages of each flow (features.md §2.5)', () => {
  it('takes an adult from the name to the confirmation, by video selfie until another method is saved', () => {
    const pages = pagesOf(applicationWith());
    expect(pages[0]).toBe('what-is-your-name');
    expect(pages).toContain('identification-video-selfie');
    expect(pages).not.toContain('identification-transfer-upload-files');
    expect(pages).not.toContain('minor-selection');
    expect(pages).not.toContain('representative');
    expect(pages.at(-1)).toBe('confirmation');
  });

  it('follows the transfer branch once the transfer is the method saved', () => {
    const pages = pagesOf(applicationWith({ data: { 'identification-method': { method: 'transfer' } } }));
    expect(pages.slice(pages.indexOf('identification-method') + 1)).toEqual([
      'identification-transfer-document-type',
      'identification-transfer-upload-files',
      'identification-transfer-instructions',
      'identification-transfer-validation',
      'confirmation',
    ]);
  });

  it('has the teen flow start with minor-selection and include the representative, the authorisation and the family book', () => {
    const pages = pagesOf(applicationWith({ flow: 'teen' }));
    expect(pages[0]).toBe('minor-selection');
    expect(pages.indexOf('representative')).toBe(pages.indexOf('funds-origin-and-purpose') + 1);
    expect(pages).toContain('authorise-identification');
    expect(pages).toContain('teen-document-type');
    expect(pages).toContain('family-book-or-birth-certificate-upload');
    expect(pages).not.toContain('identification-method');
  });

  it('goes on to the next page, back to the one before, and back to "before you start" from the first', () => {
    const adult = applicationWith();
    expect(nextPageOf('create-security-pin', adult)).toBe('consents');
    expect(nextPageOf('consents', adult)).toBe('pin-confirmation');
    expect(previousPathOf('access-and-contact-data', adult)).toBe('what-is-your-name');
    expect(previousPathOf('what-is-your-name', adult)).toBe('before-you-start/current');
    expect(previousPathOf('minor-selection', applicationWith({ flow: 'teen' }))).toBe('before-you-start/teen');
  });

  it('counts the step among the flow’s pages', () => {
    const adult = applicationWith();
    expect(progressOf('what-is-your-name', adult)).toEqual({ position: 1, total: pagesOf(adult).length });
  });

  it('resumes at the first page whose step is not saved, and at the start when nothing is', () => {
    expect(resumePageOf(applicationWith({ flow: 'teen' }))).toBe('minor-selection');
    expect(resumePageOf(applicationWith({ stepsDone: ['what-is-your-name', 'access-and-contact-data'] }))).toBe('personal-data-1');
    expect(pageOfStep('identification-method', 'teen')).toBe('teen-document-type');
  });
});

describe('tracking variables', () => {
  it('names each product by its sku, the teen account cuenta-joven', () => {
    expect(PRODUCT_SKU_OF).toEqual({ current: 'cuenta-nomina', orange: 'cuenta-naranja', broker: 'cuenta-broker', teen: 'cuenta-joven' });
    expect(productVariablesOf(applicationWith({ flow: 'teen' }))).toEqual({ product_sku: 'cuenta-joven' });
  });

  it('keys the account creation by product, or as the teen’s', () => {
    expect(accountCreationTrackingKey(applicationWith({ product: 'orange' }))).toBe('signups/account-creation-orange');
    expect(accountCreationTrackingKey(applicationWith({ flow: 'teen' }))).toBe('signups/teen-account-creation');
    expect(employmentTrackingKey('self-employed')).toBe('signups/employment-data-self-employed');
    expect(employmentTrackingKey('retired')).toBe('signups/employment-data-employee');
  });

  it('sends the form’s answers about the prospect, never who they are', () => {
    const variables = formVariablesOf(
      applicationWith({ data: { ...SAVED_ADULT_DATA, consents: { terms: true, dataProtection: true, marketing: false } } }),
      new Date(2026, 5, 15),
    );
    expect(variables).toEqual({
      form_age: '41',
      form_nationality: 'ES',
      form_marital_status: 'single',
      form_city: 'Madrid',
      form_province: 'Madrid',
      form_residence: 'ES',
      form_funds_origin: 'salary',
      form_consents: 'terms,data-protection',
    });
    expect(JSON.stringify(variables)).not.toMatch(/Lucía|12345678Z|@|612345678/);
  });
});
