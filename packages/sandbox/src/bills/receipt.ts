import { escapeHtml } from '../html';
import type { BillPayment } from './billStore';

/** The languages the bank writes a receipt in. */
export type BillReceiptLanguage = 'es-ES' | 'en-GB';

/** Who issues the receipt (the sandbox stands for this bank). */
const BANK = 'Banco Alba, S.A. · Paseo de la Castellana 95, 28046 Madrid';

/** A bill payment's receipt, a plain HTML document with every value escaped and no script or style. */
export function billPaymentReceiptHtml(payment: BillPayment, language: BillReceiptLanguage): string {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', useGrouping: 'always' });
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dayOf = (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`));
  const spanish = language === 'es-ES';
  const title = spanish ? 'Justificante de pago de recibo' : 'Bill payment receipt';
  const rows: [string, string][] = spanish
    ? [
        ['Referencia del pago', payment.paymentId],
        ['Fecha de pago', dayOf(payment.paidOn)],
        ['Emisor', payment.issuerName],
        ['Código de emisor', payment.issuerCode],
        ['Referencia del recibo', payment.reference],
        ['Concepto', payment.concept],
        ['Importe', money.format(payment.amount.amount)],
        ['Fecha límite de pago', dayOf(payment.dueDate)],
        ['Cuenta de cargo', payment.fromIban],
      ]
    : [
        ['Payment reference', payment.paymentId],
        ['Paid on', dayOf(payment.paidOn)],
        ['Issuer', payment.issuerName],
        ['Issuer code', payment.issuerCode],
        ['Bill reference', payment.reference],
        ['Concept', payment.concept],
        ['Amount', money.format(payment.amount.amount)],
        ['Due date', dayOf(payment.dueDate)],
        ['From account', payment.fromIban],
      ];
  const list = rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('');
  return `<!doctype html><html lang="${spanish ? 'es' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><dl>${list}</dl><p>${escapeHtml(BANK)}</p></main></body></html>`;
}

/** The file name the customer saves a bill payment's receipt under. */
export const billPaymentReceiptFileName = (payment: BillPayment, language: BillReceiptLanguage): string =>
  `${language === 'es-ES' ? 'justificante-recibo' : 'bill-receipt'}-${payment.paymentId}.html`;
