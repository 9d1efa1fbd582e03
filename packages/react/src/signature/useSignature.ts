import { useCallback, useRef, useState } from 'react';
import { STEP_UP_TOPIC } from '@bank-shell/core/signed-in';
import { useShell } from '@bank-shell/react';

/** Where a signature stands: nothing asked, the step-up on screen, or the signed call on its way. */
export type SignatureState = 'idle' | 'verifying' | 'sending';
/** How a step-up ended short of a ticket: the customer cancelled, or the verification failed. */
export type SignatureFailure = 'cancelled' | 'verifyFailed';

export interface Signature {
  state: SignatureState;
  /** Why the last step-up gave no ticket; cleared when the customer signs again. */
  failure: SignatureFailure | null;
  /**
   * Asks the shell for the customer's signature, then makes the signed call with its ticket.
   * A second press while one is under way does nothing: one signature, one call.
   */
  sign: (send: (ticket: string) => Promise<void>) => void;
}

/**
 * The step-up around one signed call. The call itself is the feature's: it sends the ticket in
 * `x-authentication-ticket` and says what the bank answered; the hook only keeps the page from
 * asking twice and says how the step-up ended.
 */
export function useSignature(): Signature {
  const { events } = useShell();
  const [state, setState] = useState<SignatureState>('idle');
  const [failure, setFailure] = useState<SignatureFailure | null>(null);
  // A ref, not the state: two presses in one frame both see the state before either render.
  const busy = useRef(false);

  const sign = useCallback(
    (send: (ticket: string) => Promise<void>) => {
      if (busy.current) return;
      busy.current = true;
      setFailure(null);
      setState('verifying');
      const settle = (ended: SignatureFailure | null) => {
        busy.current = false;
        setFailure(ended);
        setState('idle');
      };
      events.publish(STEP_UP_TOPIC, {
        onComplete: ({ ticket }) => {
          setState('sending');
          void send(ticket).then(
            () => settle(null),
            () => settle(null),
          );
        },
        onError: () => settle('verifyFailed'),
        onCancel: () => settle('cancelled'),
        onBack: () => settle(null),
      });
    },
    [events],
  );

  return { state, failure, sign };
}
