import { escapeHtml } from '../html';
import type { LoanQuote } from './loanStore';

/** The languages the bank writes the pre-contract information in. */
export type DocumentLanguage = 'es-ES' | 'en-GB';

/** The creditor, as the information names it (the sandbox stands for this bank). */
const CREDITOR = {
  name: 'Banco Alba, S.A.',
  address: 'Paseo de la Castellana 95, 28046 Madrid',
  phone: '910 000 000',
  web: 'bank.localhost',
} as const;

/** The early-repayment compensation the law caps (Ley 16/2011, art. 30): 1 % with over a year left, 0,5 % otherwise. */
const EARLY_REPAYMENT_FEE = { overAYear: 1, underAYear: 0.5 } as const;
/** Late payments bear the nominal rate plus these points a year. */
const LATE_INTEREST_EXTRA_POINTS = 2;

const CENTS_PER_UNIT = 100;
const BASIS_POINTS_PER_PERCENT = 100;

interface Formats {
  money: (cents: number) => string;
  percent: (bp: number) => string;
  day: (isoDay: string) => string;
}

function formatsOf(language: DocumentLanguage): Formats {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', useGrouping: 'always' });
  const percent = new Intl.NumberFormat(language, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return {
    money: (cents) => money.format(cents / CENTS_PER_UNIT),
    percent: (bp) => `${percent.format(bp / BASIS_POINTS_PER_PERCENT)}\u00a0%`,
    day: (isoDay) => day.format(new Date(`${isoDay}T00:00:00Z`)),
  };
}

/** What the document states, beyond the quote. */
export interface PreContractContext {
  /** The account the money is paid into, as the customer knows it: "Cuenta NÓMINA · 5671". */
  account: string;
  /** The customer's full name. */
  customerName: string;
}

type Row = readonly [label: string, value: string];

/** The sections of the SECCI form (Directive 2008/48/EC, Annex II; Ley 16/2011, Anexo II), in one language. */
function sectionsOf(
  quote: LoanQuote,
  context: PreContractContext,
  language: DocumentLanguage,
): { title: string; intro: string; sections: [string, Row[]][] } {
  const f = formatsOf(language);
  const lastInstalmentCents = quote.totalOwedCents - quote.monthlyCents * (quote.periods - 1);
  const late = f.percent(quote.tinBp + LATE_INTEREST_EXTRA_POINTS * BASIS_POINTS_PER_PERCENT);
  if (language === 'es-ES') {
    return {
      title: 'Información normalizada europea sobre el crédito al consumo',
      intro: `Preparada para ${context.customerName} el ${f.day(quote.contractedOn)}. Léela antes de firmar: es la información que la ley te da antes de contratar un crédito.`,
      sections: [
        [
          '1. Identidad y datos de contacto del prestamista',
          [
            ['Prestamista', CREDITOR.name],
            ['Dirección', CREDITOR.address],
            ['Teléfono', CREDITOR.phone],
            ['Dirección de internet', CREDITOR.web],
          ],
        ],
        [
          '2. Descripción de las características principales del crédito',
          [
            ['Tipo de crédito', 'Préstamo personal preconcedido, a tipo fijo'],
            ['Importe total del crédito', f.money(quote.amountCents)],
            ['Condiciones de disposición', `El importe se abona en tu cuenta ${context.account} el día de la firma.`],
            ['Duración del contrato', `${quote.periods} meses`],
            [
              'Pagos',
              `${quote.periods} cuotas mensuales de ${f.money(quote.monthlyCents)} (la última, de ${f.money(lastInstalmentCents)}), del ${f.day(quote.firstPaymentOn)} al ${f.day(quote.lastPaymentOn)}, cargadas en la misma cuenta.`,
            ],
            [
              'Importe total que deberás pagar',
              `${f.money(quote.totalOwedCents)}: el importe del crédito y ${f.money(quote.totalInterestCents)} de intereses.`,
            ],
          ],
        ],
        [
          '3. Costes del crédito',
          [
            ['Tipo deudor (TIN)', `${f.percent(quote.tinBp)} fijo durante toda la vida del préstamo`],
            [
              'Tasa anual equivalente (TAE)',
              `${f.percent(quote.taeBp)}. La TAE es el coste total del crédito expresado en porcentaje anual del importe total del crédito; sirve para comparar ofertas.`,
            ],
            ['Comisiones', 'Sin comisión de apertura ni de estudio. No hay que contratar ningún otro producto.'],
            [
              'Costes en caso de pagos atrasados',
              `Las cuotas impagadas devengan un interés de demora del ${late} anual (el TIN más ${LATE_INTEREST_EXTRA_POINTS} puntos). El impago puede dificultar que obtengas crédito en el futuro.`,
            ],
          ],
        ],
        [
          '4. Otros aspectos jurídicos importantes',
          [
            [
              'Derecho de desistimiento',
              `Sí. Puedes desistir del contrato sin dar ninguna razón durante 14 días naturales desde la firma, hasta el ${f.day(quote.withdrawalUntil)}, devolviendo el importe y los intereses de los días que lo hayas tenido.`,
            ],
            [
              'Reembolso anticipado',
              `Puedes devolver el préstamo antes, en todo o en parte, cuando quieras. La compensación es del ${f.percent(EARLY_REPAYMENT_FEE.overAYear * BASIS_POINTS_PER_PERCENT)} de lo que devuelvas si falta más de un año para el fin del contrato, y del ${f.percent(EARLY_REPAYMENT_FEE.underAYear * BASIS_POINTS_PER_PERCENT)} si falta menos.`,
            ],
            [
              'Consulta de bases de datos',
              'Para concederte este préstamo hemos consultado la Central de Información de Riesgos del Banco de España (CIRBE).',
            ],
            ['Derecho a un proyecto de contrato', 'Tienes derecho a recibir gratis una copia del proyecto de contrato antes de firmarlo.'],
            ['Validez de esta información', `Estas condiciones se mantienen hasta el final del ${f.day(quote.contractedOn)}.`],
          ],
        ],
      ],
    };
  }
  return {
    title: 'Standard European Consumer Credit Information',
    intro: `Prepared for ${context.customerName} on ${f.day(quote.contractedOn)}. Read it before you sign: it is the information the law gives you before you take out a credit.`,
    sections: [
      [
        '1. Identity and contact details of the creditor',
        [
          ['Creditor', CREDITOR.name],
          ['Address', CREDITOR.address],
          ['Telephone', CREDITOR.phone],
          ['Web address', CREDITOR.web],
        ],
      ],
      [
        '2. Description of the main features of the credit',
        [
          ['Type of credit', 'Pre-approved personal loan, at a fixed rate'],
          ['Total amount of credit', f.money(quote.amountCents)],
          ['Conditions governing the drawdown', `The amount is paid into your account ${context.account} on the day you sign.`],
          ['Duration of the credit agreement', `${quote.periods} months`],
          [
            'Instalments',
            `${quote.periods} monthly instalments of ${f.money(quote.monthlyCents)} (the last of ${f.money(lastInstalmentCents)}), from ${f.day(quote.firstPaymentOn)} to ${f.day(quote.lastPaymentOn)}, taken from the same account.`,
          ],
          [
            'Total amount you will have to pay',
            `${f.money(quote.totalOwedCents)}: the amount of credit and ${f.money(quote.totalInterestCents)} of interest.`,
          ],
        ],
      ],
      [
        '3. Costs of the credit',
        [
          ['Borrowing rate (TIN)', `${f.percent(quote.tinBp)}, fixed for the whole life of the loan`],
          [
            'Annual percentage rate of charge (APR, TAE)',
            `${f.percent(quote.taeBp)}. The APR is the total cost of the credit as a yearly percentage of the total amount of credit; it helps you compare offers.`,
          ],
          ['Fees', 'No arrangement or assessment fee. You do not have to take out any other product.'],
          [
            'Costs of late payment',
            `Unpaid instalments bear late interest of ${late} a year (the borrowing rate plus ${LATE_INTEREST_EXTRA_POINTS} points). Missing payments may make it harder to obtain credit in the future.`,
          ],
        ],
      ],
      [
        '4. Other important legal aspects',
        [
          [
            'Right of withdrawal',
            `Yes. You may withdraw from the agreement without giving any reason within 14 calendar days of signing, until ${f.day(quote.withdrawalUntil)}, repaying the amount and the interest for the days you had it.`,
          ],
          [
            'Early repayment',
            `You may repay the loan early, in full or in part, at any time. The compensation is ${f.percent(EARLY_REPAYMENT_FEE.overAYear * BASIS_POINTS_PER_PERCENT)} of what you repay if more than a year of the agreement is left, and ${f.percent(EARLY_REPAYMENT_FEE.underAYear * BASIS_POINTS_PER_PERCENT)} otherwise.`,
          ],
          ['Database consultation', 'To grant you this loan we consulted the Bank of Spain’s Central Credit Register (CIRBE).'],
          [
            'Right to a draft credit agreement',
            'You have the right to receive a copy of the draft agreement free of charge before you sign.',
          ],
          ['Validity of this information', `These terms hold until the end of ${f.day(quote.contractedOn)}.`],
        ],
      ],
    ],
  };
}

/**
 * The Standard European Consumer Credit Information sheet (SECCI; "Información normalizada
 * europea", INE) for a quoted loan, as an HTML document in the customer's language: what the
 * customer opens and accepts before signing (issue 38 §1). Its figures are the quote's, the same
 * the review screen shows and the contract takes. Every value is escaped; the document has no
 * script and no style of its own, so that it reads the same wherever it is opened.
 */
export function preContractInformationHtml(quote: LoanQuote, context: PreContractContext, language: DocumentLanguage): string {
  const { title, intro, sections } = sectionsOf(quote, context, language);
  const body = sections
    .map(
      ([heading, rows]) =>
        `<section><h2>${escapeHtml(heading)}</h2><dl>${rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('')}</dl></section>`,
    )
    .join('');
  return `<!doctype html><html lang="${language === 'es-ES' ? 'es' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><p>${escapeHtml(intro)}</p>${body}</main></body></html>`;
}

/** The file name the customer saves it under. */
export const preContractFileName = (language: DocumentLanguage): string =>
  language === 'es-ES' ? 'informacion-normalizada-europea-prestamo.html' : 'secci-personal-loan.html';
