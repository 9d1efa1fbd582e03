import { useEffect, useRef } from 'react';
import type { ReadableStore } from '@bank-shell/core';
import { useShell, useStore, useTranslation } from '@bank-shell/react';
import { SHELL_NAMESPACE } from '../i18n/shellMessages';

/**
 * Shown when the next page's module could not be loaded: the customer stays on the page they were
 * on, is told what happened (an alert, focused so screen readers read it) and can try again.
 */
export function NavigationFailure({ failure }: { failure: ReadableStore<{ path: string } | null> }) {
  const current = useStore(failure);
  const { router } = useShell();
  const { t } = useTranslation(SHELL_NAMESPACE);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (current) ref.current?.focus();
  }, [current]);
  if (!current) return null;
  return (
    <div ref={ref} tabIndex={-1} role="alert" className="notice notice--banner">
      <p>
        <strong>{t('featureFailedTitle')}</strong> {t('featureFailedText')}
      </p>
      <button type="button" className="button button--primary" onClick={() => void router.navigate(current.path)}>
        {t('retry')}
      </button>
    </div>
  );
}
