import { describe, expect, it } from 'vitest';
import { apiRequest, authenticate, CookieJar, getWithBearer, postLogin, readJson, type ApiErrorBody } from '../../../../test/apiClient';
import {
  ACTIVATION,
  CURRENT_APPLICATION,
  SIGN_UP_APPLICATIONS,
  adultProspect,
  freshClientAddress,
  freshDni,
  putStep,
  saveSteps,
  signUpCall,
  signUpJar,
  startSignUp,
  stepBodies,
  type ApplicationBody,
  showLegalDocuments,
} from '../../../../test/signUpClient';
import { TEST_APP_ORIGIN, useTestSandbox } from '../../../../test/testSandbox';
import type { SignUpStep } from '../../../signUps';

/** The sandbox clock of the tests: 15/01/2026 in Madrid. */
const TODAY = '15/01/2026';

/** The steps of a body list up to (not including) `step`. */
function before(steps: [SignUpStep, unknown][], step: SignUpStep): [SignUpStep, unknown][] {
  return steps.slice(
    0,
    steps.findIndex(([name]) => name === step),
  );
}

async function errorOf(response: Response, status: number): Promise<ApiErrorBody> {
  expect(response.status, await response.clone().text()).toBe(status);
  return readJson<ApiErrorBody>(response);
}

describe('sign-up: POST, GET, PUT, activation and DELETE of /genoma_api/rest/sign-ups/applications (sandbox-api.md, Sign-up)', () => {
  const sandbox = useTestSandbox();

  const get = (jar: CookieJar) => apiRequest(sandbox.app, CURRENT_APPLICATION, { headers: { Origin: TEST_APP_ORIGIN }, jar });
  const read = async (jar: CookieJar) => readJson<ApplicationBody>(await get(jar));

  it('opens an application: 201 { applicationId, product, flow, stepsDone: [], nextStep: what-is-your-name }', async () => {
    const response = await apiRequest(sandbox.app, SIGN_UP_APPLICATIONS, {
      method: 'POST',
      headers: { Origin: TEST_APP_ORIGIN, 'Content-Type': 'application/json' },
      body: JSON.stringify({ product: 'orange', flow: 'adult' }),
      jar: await signUpJar(sandbox.app),
      clientAddress: freshClientAddress(),
    });
    expect(response.status).toBe(201);
    const body = await readJson<Record<string, unknown>>(response);
    expect(body).toEqual({
      applicationId: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/) as unknown,
      product: 'orange',
      flow: 'adult',
      stepsDone: [],
      nextStep: 'what-is-your-name',
    });
  });

  it('answers GET with the application, status in-progress and no data before any step', async () => {
    const { jar, applicationId } = await startSignUp(sandbox.app, { product: 'broker', flow: 'teen' });
    const response = await get(jar);
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({
      applicationId,
      product: 'broker',
      flow: 'teen',
      status: 'in-progress',
      stepsDone: [],
      nextStep: 'what-is-your-name',
      data: {},
    });
  });

  it('refuses an application for another product or flow, or with another field, with 400 and opens none', async () => {
    const { rows: before } = await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sign_up_applications');
    for (const body of [
      { product: 'mortgage', flow: 'adult' },
      { product: 'current' },
      { product: 'current', flow: 'adult', pin: '1' },
      [],
    ]) {
      const response = await signUpCall(sandbox.app, new CookieJar(), 'POST', SIGN_UP_APPLICATIONS, body);
      expect((await errorOf(response, 400)).error, JSON.stringify(body)).toBe('invalid_request');
      expect(response.headers.getSetCookie()).toEqual([]);
    }
    const { rows: after } = await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM sign_up_applications');
    expect(after).toEqual(before);
  });

  it('takes a whole adult application through activation; the new customer then logs in with document, birth date and PIN (200)', async () => {
    const prospect = adultProspect();
    const { jar, applicationId } = await startSignUp(sandbox.app, { product: 'current', flow: 'adult' });
    const steps = stepBodies(prospect);
    for (const [index, [step, body]] of steps.entries()) {
      if (step === 'legal-documents-sign') await showLegalDocuments(sandbox.app, jar);
      const response = await putStep(sandbox.app, jar, step, body);
      expect(response.status, step).toBe(200);
      const saved = await readJson<ApplicationBody>(response);
      expect(saved.stepsDone).toEqual(steps.slice(0, index + 1).map(([name]) => name));
      expect(saved.nextStep).toBe(steps[index + 1]?.[0] ?? null);
    }

    const activation = await signUpCall(sandbox.app, jar, 'POST', ACTIVATION);
    expect(activation.status).toBe(201);
    // The prospect is told the document to log in with, and nothing of who the bank knows (issue 38 §5).
    expect(await readJson(activation)).toEqual({ document: prospect.documentNumber });
    const application = await read(jar);
    expect(application).toMatchObject({ applicationId, status: 'active', nextStep: null });

    const login = await postLogin(
      sandbox.app,
      { document: prospect.documentNumber, birthDate: prospect.birthDate, pin: prospect.pin },
      new CookieJar(),
    );
    expect(login.status).toBe(200);
    expect(await readJson(login)).toEqual({ ok: true });
  });

  it('gives the new customer a personal profile with one account of the product chosen, at 0.00 €, on the overall position', async () => {
    const prospect = adultProspect({ name: 'Íñigo', firstSurname: 'Arrieta', secondSurname: undefined });
    const { jar } = await startSignUp(sandbox.app, { product: 'orange', flow: 'adult' });
    await saveSteps(sandbox.app, jar, stepBodies(prospect));
    expect((await signUpCall(sandbox.app, jar, 'POST', ACTIVATION)).status).toBe(201);
    const { rows } = await sandbox.db.query<{ personId: string }>('SELECT person_id AS "personId" FROM customers WHERE document = $1', [
      prospect.documentNumber,
    ]);
    const personId = rows[0]?.personId;
    expect(personId).toMatch(/^7\d{7}$/);

    const session = new CookieJar();
    expect(
      (await postLogin(sandbox.app, { document: prospect.documentNumber, birthDate: prospect.birthDate, pin: prospect.pin }, session))
        .status,
    ).toBe(200);
    const authentication = await authenticate(sandbox.app, session);
    expect(authentication.person.id).toBe(personId);
    expect(
      authentication.accessTokens.map(({ name, kind, identifyeeType, default: isDefault }) => ({ name, kind, identifyeeType, isDefault })),
    ).toEqual([{ name: 'Personal', kind: 'personal', identifyeeType: 'CUSTOMER', isDefault: true }]);
    const token = authentication.accessTokens[0]?.accessToken ?? '';
    const products = await readJson<{ accounts: unknown[]; cards: unknown[]; deposits: unknown[] }>(
      await getWithBearer(sandbox.app, '/genoma_api/rest/products', token),
    );
    expect(products).toEqual({
      accounts: [
        {
          id: `ACC-${personId}`,
          alias: 'Cuenta Naranja',
          iban: expect.stringMatching(/^ES\d{2}14650100\d{2}00\d{8}$/) as unknown,
          type: 'savings',
          balance: { amount: 0, currency: 'EUR' },
        },
      ],
      cards: [],
      deposits: [],
      loans: [],
    });
    const client = await readJson<Record<string, string>>(await getWithBearer(sandbox.app, '/genoma_api/rest/client', token));
    expect(client).toEqual({
      personId,
      name: 'Íñigo',
      firstSurname: 'Arrieta',
      secondSurname: '',
      genderDesc: 'MUJER',
      nationality: 'ES',
      nativeCountry: 'ES',
      selfResFiscal: 'ES',
      birthDate: prospect.birthDate,
      // Issue 42 §3: what Mi área shows of the document and the phone, masked.
      documentMasked: `*****${prospect.documentNumber.slice(-4)}`,
      mobilePhoneMasked: expect.stringMatching(/^\+34 \*{5}\d{4}$/) as unknown,
    });
  });

  it('takes a teen of 12 to 17 through the teen flow: a representative, then a teen customer who logs in on the teen client', async () => {
    const teen = adultProspect({ birthDate: '15/01/2014', pin: '592817' });
    const { jar } = await startSignUp(sandbox.app, { product: 'current', flow: 'teen' });
    const steps = stepBodies(teen, 'teen');
    await saveSteps(sandbox.app, jar, before(steps, 'representative'));
    expect((await read(jar)).nextStep).toBe('representative');
    await saveSteps(sandbox.app, jar, steps.slice(steps.findIndex(([name]) => name === 'representative')));
    const activation = await signUpCall(sandbox.app, jar, 'POST', ACTIVATION);
    expect(activation.status).toBe(201);

    const credentials = { document: teen.documentNumber, birthDate: teen.birthDate, pin: teen.pin, clientKind: 'teen-web' };
    const session = new CookieJar();
    expect((await postLogin(sandbox.app, credentials, session)).status).toBe(200);
    const token = (await authenticate(sandbox.app, session)).accessTokens[0]?.accessToken ?? '';
    const products = await readJson<{ accounts: { alias: string; type: string }[] }>(
      await getWithBearer(sandbox.app, '/genoma_api/rest/products', token),
    );
    expect(products.accounts.map(({ alias, type }) => ({ alias, type }))).toEqual([{ alias: 'Cuenta Joven', type: 'current' }]);
  });

  it('refuses in the teen flow an age outside 12 to 17 with 422 not_a_teen, and in the adult flow one under 18 with 422 minor', async () => {
    const teen = await startSignUp(sandbox.app, { product: 'current', flow: 'teen' });
    const adult = await startSignUp(sandbox.app, { product: 'current', flow: 'adult' });
    const personal = (birthDate: string) => ({ birthDate, nationality: 'ES', gender: 'X' });
    expect((await putStep(sandbox.app, teen.jar, 'personal-data-1', personal('15/01/2014'))).status).toBe(200);
    expect((await putStep(sandbox.app, teen.jar, 'personal-data-1', personal('16/01/2008'))).status).toBe(200);
    expect((await errorOf(await putStep(sandbox.app, teen.jar, 'personal-data-1', personal('16/01/2014')), 422)).error).toBe('not_a_teen');
    expect((await errorOf(await putStep(sandbox.app, teen.jar, 'personal-data-1', personal('15/01/2008')), 422)).error).toBe('not_a_teen');
    expect((await putStep(sandbox.app, adult.jar, 'personal-data-1', personal('15/01/2008'))).status).toBe(200);
    const minor = await errorOf(await putStep(sandbox.app, adult.jar, 'personal-data-1', personal('16/01/2008')), 422);
    expect(minor).toEqual({ error: 'minor', message: 'Para hacerte cliente tienes que ser mayor de edad (18 años).' });
    // The refused saves left the last good one.
    expect((await read(adult.jar)).data['personal-data-1']).toEqual(personal('15/01/2008'));
    expect((await errorOf(await putStep(sandbox.app, adult.jar, 'personal-data-1', personal(TODAY)), 422)).error).toBe('minor');
  });

  it('has the representative step in the teen flow only: 404 sign_up_step_not_found in the adult flow, and for an unknown step', async () => {
    const { jar } = await startSignUp(sandbox.app);
    const representative = { documentType: 'DNI', documentNumber: '87654321X', relationship: 'mother' };
    expect((await errorOf(await putStep(sandbox.app, jar, 'representative', representative), 404)).error).toBe('sign_up_step_not_found');
    expect((await errorOf(await putStep(sandbox.app, jar, 'favourite-colour', { colour: 'naranja' }), 404)).error).toBe(
      'sign_up_step_not_found',
    );
    const teen = await startSignUp(sandbox.app, { product: 'current', flow: 'teen' });
    const wrongLetter = await putStep(sandbox.app, teen.jar, 'representative', { ...representative, documentNumber: '87654321A' });
    expect((await errorOf(wrongLetter, 422)).error).toBe('invalid_document');
    expect((await putStep(sandbox.app, teen.jar, 'representative', representative)).status).toBe(200);
  });

  it('refuses a document whose letter is wrong (422 invalid_document); issue 38 §5: takes a customer’s document as any other, so the answer tells nobody who is a customer', async () => {
    const { jar } = await startSignUp(sandbox.app);
    const contact = { documentType: 'DNI', email: 'a@example.com', mobilePhone: '612345678' };
    expect(
      (await errorOf(await putStep(sandbox.app, jar, 'access-and-contact-data', { ...contact, documentNumber: '12345678A' }), 422)).error,
    ).toBe('invalid_document');
    // The seven seeded documents, the staff's included, and one nobody holds: the same 200.
    for (const documentNumber of ['12345678z', '87654321X', '11223344B', '99887766P', '45678912S', '31597204B', '50617283X', freshDni()]) {
      const saved = await putStep(sandbox.app, jar, 'access-and-contact-data', { ...contact, documentNumber });
      expect(saved.status, documentNumber).toBe(200);
    }
    const nie = await putStep(sandbox.app, jar, 'access-and-contact-data', {
      ...contact,
      documentType: 'NIE',
      documentNumber: 'X1234567L',
    });
    expect(nie.status).toBe(200);
    expect((await readJson<ApplicationBody>(nie)).data['access-and-contact-data']).toEqual({
      ...contact,
      documentType: 'NIE',
      documentNumber: 'X1234567L',
      mobilePhone: '+34612345678',
    });
  });

  it('refuses a Spanish mobile of the wrong shape with 400, naming the rule', async () => {
    const { jar } = await startSignUp(sandbox.app);
    const contact = { documentType: 'DNI', documentNumber: freshDni(), email: 'a@example.com' };
    const response = await putStep(sandbox.app, jar, 'access-and-contact-data', { ...contact, mobilePhone: '812345678' });
    expect(await errorOf(response, 400)).toEqual({
      error: 'invalid_request',
      message: 'mobilePhone debe ser un móvil español: +34 si acaso, y 9 cifras que empiecen por 6 o 7.',
    });
  });

  it('refuses a residence outside Spain (422 residence_outside_spain)', async () => {
    const { jar } = await startSignUp(sandbox.app);
    expect((await errorOf(await putStep(sandbox.app, jar, 'address-2', { province: 'Faro', residenceCountry: 'PT' }), 422)).error).toBe(
      'residence_outside_spain',
    );
  });

  it('answers the tax rules: 422 more_than_one_tax_residence, tax_residence_outside_spain, tax_id_nationality_mismatch', async () => {
    const { jar } = await startSignUp(sandbox.app);
    const steps = stepBodies(adultProspect({ nationality: 'FR' }));
    await saveSteps(sandbox.app, jar, before(steps, 'tax-data'));
    const tax = (...taxResidences: string[]) => putStep(sandbox.app, jar, 'tax-data', { taxResidences });
    expect((await errorOf(await tax('ES', 'FR'), 422)).error).toBe('more_than_one_tax_residence');
    expect((await errorOf(await tax('FR'), 422)).error).toBe('tax_residence_outside_spain');
    // A DNI, and French.
    expect((await errorOf(await tax('ES'), 422)).error).toBe('tax_id_nationality_mismatch');
    await saveSteps(sandbox.app, jar, [['personal-data-1', { birthDate: '15/03/1990', nationality: 'ES', gender: 'F' }]]);
    expect((await tax('ES')).status).toBe(200);
  });

  it('answers 422 surname_tax_id_mismatch for a DNI the tax census holds under another first surname, and takes its holder’s (features.md §8.18)', async () => {
    const { jar } = await startSignUp(sandbox.app);
    await saveSteps(sandbox.app, jar, [['what-is-your-name', { name: 'Lucía', firstSurname: 'Peña' }]]);
    const contact = { documentType: 'DNI', documentNumber: '11111111H', email: 'a@example.com', mobilePhone: '612345678' };
    expect(await errorOf(await putStep(sandbox.app, jar, 'access-and-contact-data', contact), 422)).toEqual({
      error: 'surname_tax_id_mismatch',
      message: 'El primer apellido no corresponde al del titular de ese DNI o NIE: revisa los dos.',
    });
    await saveSteps(sandbox.app, jar, [['what-is-your-name', { name: 'Lucía', firstSurname: 'Ortega' }]]);
    expect((await putStep(sandbox.app, jar, 'access-and-contact-data', contact)).status).toBe(200);
    // Changing the name afterwards is checked against the saved document too.
    expect((await errorOf(await putStep(sandbox.app, jar, 'what-is-your-name', { name: 'Lucía', firstSurname: 'Peña' }), 422)).error).toBe(
      'surname_tax_id_mismatch',
    );
  });

  it('answers 422 foreign_id_non_spanish_nationality to a video selfie with an NIE and a non-Spanish nationality; a transfer is taken (features.md §8.20)', async () => {
    const { jar } = await startSignUp(sandbox.app);
    const steps = stepBodies(adultProspect({ documentType: 'NIE', documentNumber: 'X1234567L', nationality: 'PT' }));
    await saveSteps(sandbox.app, jar, before(steps, 'identification-method'));
    expect(await errorOf(await putStep(sandbox.app, jar, 'identification-method', { method: 'video-selfie' }), 422)).toEqual({
      error: 'foreign_id_non_spanish_nationality',
      message: 'Con un NIE y nacionalidad no española no puedes identificarte por vídeo: elige la transferencia.',
    });
    expect((await putStep(sandbox.app, jar, 'identification-method', { method: 'transfer' })).status).toBe(200);
  });

  it('refuses steps before the steps they are checked against with 409 step_out_of_order, naming them', async () => {
    const { jar } = await startSignUp(sandbox.app);
    const outOfOrder = await errorOf(await putStep(sandbox.app, jar, 'tax-data', { taxResidences: ['ES'] }), 409);
    expect(outOfOrder).toEqual({
      error: 'step_out_of_order',
      message: 'Antes de tax-data hay que completar: access-and-contact-data, personal-data-1.',
    });
    expect((await errorOf(await putStep(sandbox.app, jar, 'create-security-pin', { pin: '135792' }), 409)).error).toBe('step_out_of_order');
    expect((await errorOf(await putStep(sandbox.app, jar, 'pin-confirmation', { pin: '135792' }), 409)).error).toBe('step_out_of_order');
    const signature = { accepted: true, signedName: 'Lucía Peña Ortiz' };
    expect((await errorOf(await putStep(sandbox.app, jar, 'legal-documents-sign', signature), 409)).error).toBe('step_out_of_order');
    // Steps checked against nothing may come in any order.
    expect((await putStep(sandbox.app, jar, 'identification-method', { method: 'transfer' })).status).toBe(200);
    expect((await read(jar)).stepsDone).toEqual(['identification-method']);
  });

  it('answers the PIN rules: 422 pin_not_entered, 400 for another shape, 422 weak_pin, 422 pins_not_matching', async () => {
    const prospect = adultProspect({ birthDate: '15/03/1990' });
    const { jar } = await startSignUp(sandbox.app);
    await saveSteps(sandbox.app, jar, before(stepBodies(prospect), 'create-security-pin'));
    const create = (body: unknown) => putStep(sandbox.app, jar, 'create-security-pin', body);
    for (const body of [{}, { pin: '' }]) expect((await errorOf(await create(body), 422)).error).toBe('pin_not_entered');
    for (const body of [{ pin: '12345' }, { pin: 135792 }, { pin: '135792', extra: true }]) {
      expect((await errorOf(await create(body), 400)).error, JSON.stringify(body)).toBe('invalid_request');
    }
    const documentDigits = prospect.documentNumber.slice(2, 8);
    for (const pin of ['777777', '234567', '543210', '150390', '900315', documentDigits]) {
      expect((await errorOf(await create({ pin }), 422)).error, pin).toBe('weak_pin');
    }
    expect((await create({ pin: '135792' })).status).toBe(200);
    const confirm = (body: unknown) => putStep(sandbox.app, jar, 'pin-confirmation', body);
    expect((await errorOf(await confirm({}), 422)).error).toBe('pin_not_entered');
    expect(await errorOf(await confirm({ pin: '135793' }), 422)).toEqual({ error: 'pins_not_matching', message: 'Los PIN no coinciden.' });
    expect((await confirm({ pin: '135792' })).status).toBe(200);
  });

  it('stores only a hash of the PIN, made as customers’ PINs are (scrypt), and never answers the PIN or its hash', async () => {
    const prospect = adultProspect({ pin: '864213' });
    const { jar, applicationId } = await startSignUp(sandbox.app);
    const answers: string[] = [];
    for (const [step, body] of stepBodies(prospect)) answers.push(await (await putStep(sandbox.app, jar, step, body)).text());
    answers.push(await (await get(jar)).text());
    const { rows } = await sandbox.db.query<{ pinHash: string }>(
      'SELECT pin_hash AS "pinHash" FROM sign_up_applications WHERE application_id = $1',
      [applicationId],
    );
    const pinHash = rows[0]?.pinHash ?? '';
    expect(pinHash).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9_-]+\$[A-Za-z0-9_-]+$/);
    for (const answer of answers) {
      expect(answer).not.toContain('864213');
      expect(answer).not.toContain('scrypt');
      expect(answer).not.toContain(pinHash.split('$').at(-1));
    }
    const stored = await sandbox.db.query<{ data: string }>('SELECT data::text AS data FROM sign_up_steps WHERE application_id = $1', [
      applicationId,
    ]);
    expect(stored.rows.some((row) => row.data.includes('864213'))).toBe(false);
    const application = await read(jar);
    expect(application.data['create-security-pin']).toEqual({});
    expect(application.data['pin-confirmation']).toEqual({});
  });

  it('refuses a signature that is not the saved name (422 signature_mismatch) and takes it up to case, accents and spaces', async () => {
    const { jar } = await startSignUp(sandbox.app);
    await saveSteps(sandbox.app, jar, [['what-is-your-name', { name: 'José María', firstSurname: 'Núñez', secondSurname: 'de la Vega' }]]);
    const sign = (signedName: string) => putStep(sandbox.app, jar, 'legal-documents-sign', { accepted: true, signedName });
    await showLegalDocuments(sandbox.app, jar);
    expect((await errorOf(await sign('José María Núñez'), 422)).error).toBe('signature_mismatch');
    expect((await sign('  jose   maria NUNEZ de la vega ')).status).toBe(200);
  });

  it('refuses consents not literally true with 400, storing nothing', async () => {
    const { jar } = await startSignUp(sandbox.app);
    for (const body of [
      { terms: false, dataProtection: true, marketing: false },
      { terms: 'true', dataProtection: true, marketing: false },
      { terms: true, dataProtection: true },
    ]) {
      expect((await errorOf(await putStep(sandbox.app, jar, 'consents', body), 400)).error).toBe('invalid_request');
    }
    expect((await read(jar)).stepsDone).toEqual([]);
  });

  it('replaces a step saved again; a new name removes the signature checked against the old one', async () => {
    const { jar } = await startSignUp(sandbox.app);
    await saveSteps(sandbox.app, jar, [
      ['what-is-your-name', { name: 'Ana', firstSurname: 'Gil' }],
      ['legal-documents-sign', { accepted: true, signedName: 'Ana Gil' }],
      ['consents', { terms: true, dataProtection: true, marketing: false }],
    ]);
    const sameName = await readJson<ApplicationBody>(
      await putStep(sandbox.app, jar, 'what-is-your-name', { name: 'Ana', firstSurname: 'Gil' }),
    );
    expect(sameName.stepsDone).toEqual(['what-is-your-name', 'consents', 'legal-documents-sign']);
    const renamed = await readJson<ApplicationBody>(
      await putStep(sandbox.app, jar, 'what-is-your-name', { name: 'Ana', firstSurname: 'Gil', secondSurname: 'Sanz' }),
    );
    expect(renamed.stepsDone).toEqual(['what-is-your-name', 'consents']);
    expect(renamed.data['what-is-your-name']).toEqual({ name: 'Ana', firstSurname: 'Gil', secondSurname: 'Sanz' });
    expect(renamed.nextStep).toBe('access-and-contact-data');
  });

  it('removes the PIN and its confirmation when the document changes, and the confirmation when the PIN does', async () => {
    const prospect = adultProspect();
    const { jar } = await startSignUp(sandbox.app);
    const steps = stepBodies(prospect);
    await saveSteps(sandbox.app, jar, before(steps, 'consents'));
    const newPin = await readJson<ApplicationBody>(await putStep(sandbox.app, jar, 'create-security-pin', { pin: '592817' }));
    expect(newPin.stepsDone).not.toContain('pin-confirmation');
    expect((await errorOf(await putStep(sandbox.app, jar, 'pin-confirmation', { pin: prospect.pin }), 422)).error).toBe(
      'pins_not_matching',
    );
    expect((await putStep(sandbox.app, jar, 'pin-confirmation', { pin: '592817' })).status).toBe(200);
    const contact = { documentType: 'DNI', documentNumber: freshDni(), email: 'prospect@example.com', mobilePhone: '+34612345678' };
    const newDocument = await readJson<ApplicationBody>(await putStep(sandbox.app, jar, 'access-and-contact-data', contact));
    expect(newDocument.stepsDone).not.toContain('create-security-pin');
    expect(newDocument.stepsDone).not.toContain('pin-confirmation');
    expect(newDocument.stepsDone).toContain('tax-data');
  });

  it('refuses activation of an incomplete application with 409 sign_up_incomplete, listing the steps missing', async () => {
    const { jar } = await startSignUp(sandbox.app);
    const steps = stepBodies(adultProspect());
    await saveSteps(
      sandbox.app,
      jar,
      steps.filter(([step]) => step !== 'consents' && step !== 'identification-method'),
    );
    expect(await errorOf(await signUpCall(sandbox.app, jar, 'POST', ACTIVATION), 409)).toEqual({
      error: 'sign_up_incomplete',
      message: 'Faltan pasos por completar: consents, identification-method.',
    });
  });

  it('answers 409 sign_up_already_active to a second activation and to any step after activation', async () => {
    const { jar } = await startSignUp(sandbox.app);
    await saveSteps(sandbox.app, jar, stepBodies(adultProspect()));
    expect((await signUpCall(sandbox.app, jar, 'POST', ACTIVATION)).status).toBe(201);
    expect((await errorOf(await signUpCall(sandbox.app, jar, 'POST', ACTIVATION), 409)).error).toBe('sign_up_already_active');
    const rename = await putStep(sandbox.app, jar, 'what-is-your-name', { name: 'Otra', firstSurname: 'Persona' });
    expect((await errorOf(rename, 409)).error).toBe('sign_up_already_active');
  });

  it('issue 38 §5: activating with a customer’s document answers as any activation, makes no customer, and tells the owner in their inbox and on their phone', async () => {
    const lucia = adultProspect({ documentNumber: '12345678Z' });
    const { jar } = await startSignUp(sandbox.app);
    await saveSteps(sandbox.app, jar, stepBodies(lucia));
    const activation = await signUpCall(sandbox.app, jar, 'POST', ACTIVATION);
    expect(activation.status).toBe(201);
    expect(await readJson(activation)).toEqual({ document: '12345678Z' });
    expect((await read(jar)).status).toBe('active');
    const { rows } = await sandbox.db.query<{ count: number }>('SELECT count(*)::int AS count FROM customers WHERE document = $1', [
      '12345678Z',
    ]);
    expect(rows[0]?.count).toBe(1);
    const inbox = await sandbox.db.query<{ subject: string }>(
      "SELECT subject FROM inbox_messages WHERE person_id = '20481736' AND message_id LIKE 'MSG-SIGNUP-%'",
    );
    expect(inbox.rows).toEqual([{ subject: 'Alguien ha intentado hacerse cliente con tu documento' }]);
    expect(sandbox.phone.at(-1)).toBe(
      'Banco Alba: alguien ha intentado hacerse cliente con tu documento. Si no has sido tú, llámanos al 910 000 000.',
    );
    // The prospect's PIN opens nothing: Lucía's own PIN still does.
    expect(
      (await postLogin(sandbox.app, { document: '12345678Z', birthDate: lucia.birthDate, pin: lucia.pin }, new CookieJar())).status,
    ).toBe(401);
  });

  it('issue 38 §5: an application saves at most 60 steps, corrections included (429 too_many_attempts)', async () => {
    const { jar } = await startSignUp(sandbox.app);
    for (let save = 1; save <= 60; save += 1) {
      expect((await putStep(sandbox.app, jar, 'what-is-your-name', { name: `Ana`, firstSurname: 'Gil' })).status, String(save)).toBe(200);
    }
    expect((await errorOf(await putStep(sandbox.app, jar, 'what-is-your-name', { name: 'Ana', firstSurname: 'Gil' }), 429)).error).toBe(
      'too_many_attempts',
    );
  });

  it('issue 38 §5: a client address saves at most 120 steps an hour (429 with Retry-After), then two a minute', async () => {
    const address = freshClientAddress();
    const applications = await Promise.all([startSignUp(sandbox.app), startSignUp(sandbox.app), startSignUp(sandbox.app)]);
    for (let save = 0; save < 120; save += 1) {
      const { jar } = applications[save % applications.length] ?? { jar: new CookieJar() };
      expect((await putStep(sandbox.app, jar, 'what-is-your-name', { name: 'Ana', firstSurname: 'Gil' }, address)).status).toBe(200);
    }
    const refused = await putStep(
      sandbox.app,
      applications[0]?.jar ?? new CookieJar(),
      'what-is-your-name',
      { name: 'Ana', firstSurname: 'Gil' },
      address,
    );
    expect((await errorOf(refused, 429)).error).toBe('too_many_attempts');
    expect(refused.headers.get('retry-after')).toBe('30');
    sandbox.clock.advanceS(30);
    expect(
      (
        await putStep(
          sandbox.app,
          applications[0]?.jar ?? new CookieJar(),
          'what-is-your-name',
          { name: 'Ana', firstSurname: 'Gil' },
          address,
        )
      ).status,
    ).toBe(200);
  });

  it('cancels the contracting process: DELETE answers 204, expires the cookie and deletes the application and its data', async () => {
    const { jar, applicationId } = await startSignUp(sandbox.app);
    await saveSteps(sandbox.app, jar, [['what-is-your-name', { name: 'Ana', firstSurname: 'Gil' }]]);
    const stale = jar.clone();
    const response = await signUpCall(sandbox.app, jar, 'DELETE', CURRENT_APPLICATION);
    expect(response.status).toBe(204);
    expect(response.headers.getSetCookie()).toEqual([
      'signup_application=; Max-Age=0; Path=/genoma_api/rest/sign-ups/; HttpOnly; SameSite=Strict',
    ]);
    expect(jar.get('signup_application')).toBeUndefined();
    for (const table of ['sign_up_applications', 'sign_up_steps']) {
      const { rows } = await sandbox.db.query<{ count: number }>(`SELECT count(*)::int AS count FROM ${table} WHERE application_id = $1`, [
        applicationId,
      ]);
      expect(rows[0]?.count, table).toBe(0);
    }
    // No application is a visitor's usual case, not an error the browser would log (issue 42 §4).
    const gone = await get(stale);
    expect(gone.status).toBe(204);
    expect(await gone.text()).toBe('');
    expect(gone.headers.getSetCookie()).toEqual([
      'signup_application=; Max-Age=0; Path=/genoma_api/rest/sign-ups/; HttpOnly; SameSite=Strict',
    ]);
    expect((await errorOf(await signUpCall(sandbox.app, stale, 'DELETE', CURRENT_APPLICATION), 404)).error).toBe('sign_up_not_found');
    expect((await errorOf(await signUpCall(sandbox.app, new CookieJar(), 'DELETE', CURRENT_APPLICATION), 404)).error).toBe(
      'sign_up_not_found',
    );
  });
});
