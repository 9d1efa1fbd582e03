import { useId, useState } from 'react';
import { useHttp, useShell } from '@bank-shell/react';
import type { CardControls as Controls, CardStatus } from './api';
import { changeCardControls, refusalCodeOf } from './cardExtrasApi';
import type { CardControl } from './cardExtrasApi';
import type { OverallPositionMessageKey } from './messages';
import type { Translate } from './texts';

/** The controls in the order the page shows them, with their texts. */
const CONTROLS: readonly {
  control: CardControl;
  label: OverallPositionMessageKey;
  hint: OverallPositionMessageKey;
  on: OverallPositionMessageKey;
  off: OverallPositionMessageKey;
}[] = [
  { control: 'onlinePayments', label: 'controlOnline', hint: 'controlOnlineHint', on: 'controlOnlineOn', off: 'controlOnlineOff' },
  { control: 'abroadPayments', label: 'controlAbroad', hint: 'controlAbroadHint', on: 'controlAbroadOn', off: 'controlAbroadOff' },
];

/** What the last change told: which control now stands how, or why nothing changed. */
type ControlsOutcome = { kind: 'done'; control: CardControl; on: boolean } | { kind: 'refused' | 'onlyCustomer' | 'notFound' | 'failed' };

const FAILURE_TEXT = {
  refused: 'controlsRefused',
  onlyCustomer: 'controlsOnlyCustomer',
  notFound: 'cardNotFound',
  failed: 'controlsFailed',
} as const satisfies Record<Exclude<ControlsOutcome['kind'], 'done'>, OverallPositionMessageKey>;

/** What the bank's refusal of a change means for the customer. */
function refusalOf(error: unknown): ControlsOutcome {
  switch (refusalCodeOf(error)) {
    case 'notFound':
      return { kind: 'notFound' };
    case 'invalid_request':
      return { kind: 'refused' };
    case 'employee_not_allowed':
      return { kind: 'onlyCustomer' };
    default:
      return { kind: 'failed' };
  }
}

/**
 * "Uso de la tarjeta" (issue 42 §4): switches for online purchases and for use abroad. A press sends
 * that one control (`PUT …/cards/{cardId}/controls`); the bank's answer sets both switches, and a
 * status says what changed, while the focus stays on the switch. One change at a time: the others
 * wait while one is on its way, so that answers cannot cross. A failure is an alert, and the
 * switches stay as the bank last said.
 *
 * An agent on the assisted channel may turn a control off for the customer, like a block, never on
 * (issue 38 §3): the bank refuses it (403 employee_not_allowed), so the switch says so beforehand.
 * A blocked card keeps its controls, which apply once it is unblocked: the customer may set them
 * before unblocking it.
 */
export function CardControls({
  cardId,
  controls: initial,
  status,
  t,
}: {
  cardId: string;
  controls: Controls;
  status: CardStatus;
  t: Translate;
}) {
  const http = useHttp();
  const { channel } = useShell();
  const assisted = channel.clientKind === 'assisted';
  const titleId = useId();
  const baseId = useId();
  // As the bank last said: the card's page, then each answer to a change.
  const [controls, setControls] = useState<Controls>(initial);
  const [sending, setSending] = useState<CardControl | null>(null);
  const [outcome, setOutcome] = useState<ControlsOutcome | null>(null);

  async function toggle(control: CardControl) {
    if (sending !== null) return;
    const on = !controls[control];
    if (on && assisted) return;
    setSending(control);
    setOutcome(null);
    try {
      const answered = await changeCardControls(http, cardId, { [control]: on });
      setControls(answered);
      setOutcome({ kind: 'done', control, on: answered[control] });
    } catch (error) {
      setOutcome(refusalOf(error));
    }
    setSending(null);
  }

  const done = outcome?.kind === 'done' ? outcome : null;
  const doneText = done ? CONTROLS.find((entry) => entry.control === done.control) : undefined;
  return (
    <section className="card card-controls" aria-labelledby={titleId}>
      <h2 id={titleId} className="section-title">
        {t('controlsTitle')}
      </h2>
      <p className="card-controls__text">{status === 'blocked' ? t('controlsBlockedNote') : t('controlsExplain')}</p>
      <ul className="card-controls__list">
        {CONTROLS.map(({ control, label, hint }) => {
          const on = controls[control];
          const switchId = `${baseId}-${control}`;
          const hintId = `${baseId}-${control}-hint`;
          const withheldId = `${baseId}-${control}-withheld`;
          // The agent's switch that is off cannot be turned on: it says why.
          const withheld = assisted && !on;
          const busy = sending === control;
          return (
            <li key={control} className="card-controls__item">
              <div className="card-controls__row">
                <label htmlFor={switchId} className="card-controls__label">
                  {t(label)}
                </label>
                <button
                  id={switchId}
                  type="button"
                  role="switch"
                  className="card-switch"
                  aria-checked={on}
                  aria-describedby={withheld ? `${hintId} ${withheldId}` : hintId}
                  aria-busy={busy ? true : undefined}
                  aria-disabled={withheld || sending !== null ? true : undefined}
                  onClick={() => void toggle(control)}
                >
                  <span className="card-switch__thumb" aria-hidden="true" />
                </button>
              </div>
              <p id={hintId} className="card-controls__hint">
                {t(hint)}
              </p>
              {withheld && (
                <p id={withheldId} className="signature-withheld card-controls__withheld">
                  {t('controlsOnlyCustomer')}
                </p>
              )}
            </li>
          );
        })}
      </ul>
      {/* Always there, so that what it says is heard: the focus stays on the switch pressed. */}
      <p role="status" className={done ? 'card-controls__result card-controls__result--done' : 'card-controls__result'}>
        {done && doneText ? t(done.on ? doneText.on : doneText.off) : null}
      </p>
      {outcome && outcome.kind !== 'done' && (
        <p role="alert" className="alert alert--error card-controls__result">
          {t(FAILURE_TEXT[outcome.kind])}
        </p>
      )}
    </section>
  );
}
