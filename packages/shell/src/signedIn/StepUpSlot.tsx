import { useEffect, useState } from 'react';
import type { ComponentType } from 'react';
import { STEP_UP_TOPIC } from '@bank-shell/core/signed-in';
import type { StepUpPayload } from '@bank-shell/core/signed-in';
import { useShell, useStore } from '@bank-shell/react';
import type * as StepUpChunk from '../stepUp';
import { signedInServicesRunning } from './services';

/** The demo phone on the API host, where the sandbox delivers its codes (sandbox-api.md, Step-up). */
const DEMO_PHONE_PATH = '/phone/';

interface Running {
  run: StepUpChunk.StepUpRun;
  Dialog: ComponentType<{ run: StepUpChunk.StepUpRun; phoneUrl: string }>;
}

/**
 * Runs the step-ups features ask for (`start-step-up`, shell.md §4; docs/step-up.md) in a dialog.
 * The runner and the dialog are a chunk of their own (`../stepUp`), loaded at the first step-up. A
 * step-up ends the one running before it, as another page or a logout does: those end as cancelled.
 * The dialog closes before the feature's callback runs, so the feature may move the focus.
 */
export function StepUpSlot() {
  const services = useShell();
  // The topic is allowed on the bus once the signed-in services run.
  const servicesRunning = useStore(signedInServicesRunning);
  const [running, setRunning] = useState<Running | null>(null);

  useEffect(() => {
    if (!servicesRunning) return undefined;
    const logError = (error: unknown) => console.error(error);
    let current: StepUpChunk.StepUpRun | null = null;
    let latest = 0;
    const stop = () => {
      latest += 1;
      current?.cancel();
      current = null;
      setRunning(null);
    };
    const start = (payload: StepUpPayload) => {
      stop();
      const started = latest;
      // Each end closes the dialog first, then tells the feature.
      const closing =
        <A extends unknown[]>(callback: (...args: A) => void) =>
        (...args: A) => {
          if (started === latest) {
            current = null;
            setRunning(null);
          }
          callback(...args);
        };
      const ended: StepUpPayload = {
        onComplete: closing(payload.onComplete),
        onError: closing(payload.onError),
        onCancel: closing(payload.onCancel),
        onBack: closing(payload.onBack),
      };
      import('../stepUp')
        .then((chunk) => {
          if (started !== latest) return payload.onCancel();
          current = chunk.runStepUpWithServices(ended, services, logError);
          if (current.isOpen()) setRunning({ run: current, Dialog: chunk.StepUpDialog });
          return undefined;
        })
        .catch((error: unknown) => {
          logError(error);
          if (started === latest) ended.onError(error);
        });
    };
    const stopListening = services.events.subscribe(STEP_UP_TOPIC, start);
    // Another page cancels the step-up: it belongs to the page that asked for it.
    let route = services.router.current.getSnapshot();
    const stopFollowingRoute = services.router.current.subscribe(() => {
      const next = services.router.current.getSnapshot();
      if (next === route) return;
      route = next;
      stop();
    });
    return () => {
      stopListening();
      stopFollowingRoute();
      stop();
    };
  }, [services, servicesRunning]);

  if (!running) return null;
  const { run, Dialog } = running;
  return <Dialog run={run} phoneUrl={`${services.http.apiBase}${DEMO_PHONE_PATH}`} />;
}
