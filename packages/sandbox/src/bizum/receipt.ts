import { escapeHtml } from '../html';
import { BANK_TIME_ZONE } from '../products';
import type { BizumPayment } from './paymentStore';

/** The languages the bank writes a receipt in. */
export type BizumReceiptLanguage = 'es-ES' | 'en-GB';

/** Who issues the receipt (the sandbox stands for this bank), as on a transfer's. */
const ISSUER = 'Banco Alba, S.A. · Paseo de la Castellana 95, 28046 Madrid';

/**
 * A Bizum payment's receipt, as its payer or its payee sees it (issue 42 §3): a plain HTML document
 * with every value escaped and no script or style. The other side is named with their phone as the
 * customer knows it: spaced when they sent to it, masked when it sent to them.
 */
export function bizumReceiptHtml(payment: BizumPayment, language: BizumReceiptLanguage): string {
  const spanish = language === 'es-ES';
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', useGrouping: 'always' });
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: BANK_TIME_ZONE });
  const sent = payment.direction === 'sent';
  const title = spanish
    ? sent
      ? 'Justificante de Bizum enviado'
      : 'Justificante de Bizum recibido'
    : sent
      ? 'Bizum sent: receipt'
      : 'Bizum received: receipt';
  const other = `${payment.counterpart.name} (${payment.counterpart.phone})`;
  const rows: [string, string][] = spanish
    ? [
        ['Referencia', payment.paymentId],
        ['Fecha', when.format(new Date(payment.createdAt))],
        [sent ? 'Destinatario' : 'Ordenante', other],
        ['Concepto', payment.concept],
        ['Importe', money.format(payment.amount.amount)],
        ['Comisión', money.format(0)],
      ]
    : [
        ['Reference', payment.paymentId],
        ['Date', when.format(new Date(payment.createdAt))],
        [sent ? 'Recipient' : 'Sender', other],
        ['Reference text', payment.concept],
        ['Amount', money.format(payment.amount.amount)],
        ['Fee', money.format(0)],
      ];
  const list = rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('');
  return `<!doctype html><html lang="${spanish ? 'es' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><dl>${list}</dl><p>${escapeHtml(ISSUER)}</p></main></body></html>`;
}

/** The file name the customer saves a Bizum receipt under. */
export const bizumReceiptFileName = (payment: BizumPayment, language: BizumReceiptLanguage): string =>
  `${language === 'es-ES' ? 'justificante-bizum' : 'bizum-receipt'}-${payment.paymentId}.html`;
