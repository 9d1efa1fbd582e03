import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import type { Signature } from '@bank-shell/react/signature';
import type { BillsMessageKey } from './messages';

export type Translate = (key: BillsMessageKey, values?: Readonly<Record<string, string | number>>) => string;

/** The figures a customer checks before signing, as a list of terms and values. */
export function ReviewFigures({ figures, t }: { figures: readonly (readonly [BillsMessageKey, string])[]; t: Translate }) {
  return (
    <dl className="card bills-review__figures">
      {figures.map(([label, value]) => (
        <div key={label} className="bills-review__figure">
          <dt>{t(label)}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The end of a review: what the bank said of the last try, the signature's note, and the buttons
 * to sign (through the shell's step-up) or go back. An agent on the assisted channel reviews with
 * the customer but never signs: the buttons give way to a note.
 */
export function SignPanel({
  signature,
  refusal,
  assisted,
  note,
  signLabel,
  sendingLabel,
  backLabel,
  onSign,
  onBack,
  t,
}: {
  signature: Signature;
  /** What the bank answered to the signed call, in the customer's words; null when nothing went wrong. */
  refusal: string | null;
  assisted: boolean;
  note: string;
  signLabel: string;
  sendingLabel: string;
  backLabel: string;
  onSign: () => void;
  onBack: () => void;
  t: Translate;
}): ReactNode {
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const signing = signature.state;
  const cancelled = refusal === null && signature.failure === 'cancelled';
  const outcome = refusal ?? (cancelled ? t('signCancelled') : signature.failure === 'verifyFailed' ? t('signVerifyFailed') : null);
  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);
  if (assisted) return <p className="bills__note">{t('onlyCustomerSigns')}</p>;
  return (
    <div className="card bills-review__sign" aria-busy={signing === 'idle' ? undefined : true}>
      {outcome && (
        <p ref={outcomeRef} tabIndex={-1} role={cancelled ? 'status' : 'alert'} className={cancelled ? 'bills__note' : 'bills__refusal'}>
          {outcome}
        </p>
      )}
      <p className="bills__note">{note}</p>
      <div className="bills__actions">
        <button type="button" className="button button--primary" aria-disabled={signing === 'idle' ? undefined : true} onClick={onSign}>
          {signing === 'verifying' ? t('signing') : signing === 'sending' ? sendingLabel : signLabel}
        </button>
        <button
          type="button"
          className="button button--ghost"
          aria-disabled={signing === 'idle' ? undefined : true}
          onClick={() => signing === 'idle' && onBack()}
        >
          {backLabel}
        </button>
      </div>
    </div>
  );
}
