import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { TrackingVariables } from '@bank-shell/core/analytics';
import { useApplication } from './application';
import { FormAlert } from './FormAlert';
import { choiceOf, funnelOf, hrefOf, previousPathOf, progressOf } from './flow';
import type { FlowPagePath } from './flow';
import { formVariablesOf } from './formVariables';
import { FROM_PARAMETER } from './pageContext';
import { useTexts } from './texts';
import { useTrackedPage } from './tracking';
import { productVariablesOf } from './trackingKeys';
import type { StepForm } from './useStepForm';

const PERCENT = 100;

/**
 * Every step page's frame: the Back link, where the step is in the flow, the heading (focus lands
 * on it when the page shows), the form with its alert and Continue button (disabled and
 * `aria-busy` while saving), and the help, chat and cancel links. It tracks the page view.
 */
export function StepFrame<V>({
  page,
  trackingKey,
  title,
  intro,
  form,
  continueLabel,
  actions,
  children,
}: {
  page: FlowPagePath;
  trackingKey: string;
  title: string;
  intro?: ReactNode;
  form: StepForm<V>;
  continueLabel?: string;
  /** What stands instead of the Continue button, when the page cannot go on. */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  const { t } = useTexts();
  const application = useApplication();
  // The page view carries what was saved when the page showed: a save on it does not count it again.
  const [variables] = useState<TrackingVariables>(() => ({
    ...productVariablesOf(application),
    ...formVariablesOf(application, new Date()),
  }));
  useTrackedPage(trackingKey, funnelOf(choiceOf(application)), variables);
  const progress = progressOf(page, application);
  return (
    <div className="page sign-up-step">
      <a className="sign-up-back" href={hrefOf(previousPathOf(page, application))}>
        {t('back')}
      </a>
      <header className="page__header sign-up-step__header">
        {progress && (
          <div className="sign-up-progress">
            <p className="sign-up-progress__text">{t('progress', progress)}</p>
            <div className="sign-up-progress__bar" aria-hidden="true">
              <span style={{ width: `${(progress.position / progress.total) * PERCENT}%` }} />
            </div>
          </div>
        )}
        <FocusedHeading>{title}</FocusedHeading>
        {intro && <div className="page__subtitle sign-up-step__intro">{intro}</div>}
      </header>
      <form className="card sign-up-card sign-up-form" noValidate onSubmit={form.onSubmit}>
        {children}
        <FormAlert error={form.formError} id={form.alertId} alertRef={form.alertRef} flow={application.flow} />
        {actions ?? (
          <button
            type="submit"
            className="button button--primary button--block sign-up-continue"
            disabled={form.busy}
            aria-busy={form.busy}
          >
            {form.busy ? t('saving') : (continueLabel ?? t('continue'))}
          </button>
        )}
      </form>
      <SideLinks from={page} />
    </div>
  );
}

/** The page's heading, focused when the page shows so a screen reader starts there. */
export function FocusedHeading({ children }: { children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <h1 ref={heading} tabIndex={-1} className="page__title sign-up-title">
      {children}
    </h1>
  );
}

/** Help, chat and cancelling, from any step; each comes back to it. */
export function SideLinks({ from, cancellable = true }: { from: string; cancellable?: boolean }) {
  const { t } = useTexts();
  const query = from === '' ? undefined : { [FROM_PARAMETER]: from };
  return (
    <nav className="sign-up-side-links" aria-label={t('sideLinksLabel')}>
      <a href={hrefOf('help', query)}>{t('helpLink')}</a>
      <a href={hrefOf('online-chat', query)}>{t('chatLink')}</a>
      {cancellable && <a href={hrefOf('cancel-contracting-process', query)}>{t('cancelLink')}</a>}
    </nav>
  );
}
