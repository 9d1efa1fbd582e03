import { escapeHtml } from '../html';
import type { Transfer } from './transferStore';

/** The languages the bank writes a receipt in. */
export type ReceiptLanguage = 'es-ES' | 'en-GB';

/** Who issues the receipt (the sandbox stands for this bank). */
const ISSUER = 'Banco Alba, S.A. · Paseo de la Castellana 95, 28046 Madrid';

/** The transfer's receipt, a plain HTML document with every value escaped and no script or style. */
export function transferReceiptHtml(transfer: Transfer, language: ReceiptLanguage): string {
  const money = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR', useGrouping: 'always' });
  const day = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const dayOf = (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`));
  const spanish = language === 'es-ES';
  const title = spanish ? 'Justificante de transferencia' : 'Transfer receipt';
  const kind = spanish
    ? transfer.kind === 'immediate'
      ? 'Inmediata (SEPA Instant)'
      : 'Ordinaria (SEPA)'
    : transfer.kind === 'immediate'
      ? 'Instant (SEPA Instant)'
      : 'Standard (SEPA)';
  const status = spanish
    ? transfer.status === 'completed'
      ? 'Realizada'
      : 'Programada'
    : transfer.status === 'completed'
      ? 'Completed'
      : 'Scheduled';
  const rows: [string, string][] = spanish
    ? [
        ['Referencia', transfer.transferId],
        ['Fecha de la orden', dayOf(transfer.createdAt.slice(0, 10))],
        ['Fecha de ejecución', dayOf(transfer.executionDate)],
        ['Estado', status],
        ['Cuenta de cargo', transfer.fromIban],
        ['Beneficiario', transfer.beneficiaryName],
        ['IBAN del beneficiario', transfer.toIban],
        ['Entidad', transfer.bankName ?? 'Otra entidad'],
        ['Concepto', transfer.concept],
        ['Importe', money.format(transfer.amount.amount)],
        ['Comisión', money.format(transfer.fee.amount)],
        ['Tipo', kind],
      ]
    : [
        ['Reference', transfer.transferId],
        ['Ordered on', dayOf(transfer.createdAt.slice(0, 10))],
        ['Execution date', dayOf(transfer.executionDate)],
        ['Status', status],
        ['From account', transfer.fromIban],
        ['Beneficiary', transfer.beneficiaryName],
        ["Beneficiary's IBAN", transfer.toIban],
        ['Bank', transfer.bankName ?? 'Another bank'],
        ['Reference text', transfer.concept],
        ['Amount', money.format(transfer.amount.amount)],
        ['Fee', money.format(transfer.fee.amount)],
        ['Kind', kind],
      ];
  const list = rows.map(([label, value]) => `<dt>${escapeHtml(label)}</dt><dd>${escapeHtml(value)}</dd>`).join('');
  return `<!doctype html><html lang="${spanish ? 'es' : 'en'}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1><dl>${list}</dl><p>${escapeHtml(ISSUER)}</p></main></body></html>`;
}

/** The file name the customer saves a receipt under. */
export const transferReceiptFileName = (transfer: Transfer, language: ReceiptLanguage): string =>
  `${language === 'es-ES' ? 'justificante-transferencia' : 'transfer-receipt'}-${transfer.transferId}.html`;
