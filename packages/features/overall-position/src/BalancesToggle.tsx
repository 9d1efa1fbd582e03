import { useTranslation } from '@bank-shell/react';
import { useMaskedModeSaver } from '@bank-shell/react/display';
import { FEATURE_ID } from './featureId';
import type { OverallPositionMessageKey } from './messages';

/** An eye, struck through while balances are hidden; decorative, the button's text names it. */
const EYE = 'M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12zM12 14.8a2.8 2.8 0 1 0 0-5.6 2.8 2.8 0 0 0 0 5.6z';
const STRIKE = 'M4 4l16 16';

function EyeIcon({ struck }: { struck: boolean }) {
  return (
    <svg className="icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d={struck ? `${EYE}${STRIKE}` : EYE}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * The show/hide balances control at the top of the overall position: a toggle button, pressed while
 * balances are hidden. Its text says what pressing it does, "Ocultar saldos" or "Mostrar saldos"
 * (issue 42 §4: customers read a label that stayed "Ocultar saldos" on hidden balances as broken),
 * and `aria-pressed` keeps telling screen readers the state; the struck eye shows it to the eye.
 * It shows the mode the page is in (`useMaskedMode`), never a guess:
 * pressing it saves the preference and the shell then applies it; if saving fails, an alert says so
 * and the mode stays as it was.
 */
export function BalancesToggle() {
  const { masked, saving, failed, toggle } = useMaskedModeSaver();
  return <BalancesToggleView masked={masked} saving={saving} failed={failed} onToggle={() => void toggle()} />;
}

/** The control as it shows a state: the page painted from the HTML draws it too, before the mode is known. */
export function BalancesToggleView({
  masked,
  saving = false,
  failed = false,
  onToggle,
}: {
  masked: boolean;
  saving?: boolean;
  failed?: boolean;
  onToggle?: () => void;
}) {
  const { t: translate } = useTranslation(FEATURE_ID);
  const t = (key: OverallPositionMessageKey) => translate(key);
  return (
    <div className="balances-toggle">
      <button
        type="button"
        className="button button--ghost balances-toggle__button"
        aria-pressed={masked}
        aria-disabled={saving ? true : undefined}
        onClick={onToggle}
      >
        <EyeIcon struck={masked} />
        {masked ? t('showBalances') : t('hideBalances')}
      </button>
      {failed && (
        <p role="alert" className="alert alert--error balances-toggle__error">
          {t('balancesError')}
        </p>
      )}
    </div>
  );
}
