import type { ReactNode } from 'react';

/** The skeleton blocks a page's loading state shows where its content will be. */
export type SkeletonBlock = 'title' | 'hero' | 'list';

/**
 * A page's loading state: a status that screen readers hear as `label`, and skeleton blocks
 * where the content will be (the shell's `skeleton` styles).
 */
export function QueryLoading({ label, blocks = ['list'] }: { label: string; blocks?: readonly SkeletonBlock[] }) {
  return (
    <div role="status" className="skeleton">
      <span className="loading-text">{label}</span>
      {blocks.map((block, index) => (
        <span key={index} className={`skeleton__block skeleton__block--${block}`} />
      ))}
    </div>
  );
}

/** A call that failed: an alert with what happened and a button that tries again. */
export function QueryFailure({ children, retryLabel, onRetry }: { children: ReactNode; retryLabel: string; onRetry: () => void }) {
  return (
    <div role="alert" className="notice">
      <p>{children}</p>
      <button type="button" className="button button--primary" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
