import type { ReactNode } from 'react';
import { Icon } from './icons';

/** A link back up, above a screen's title: a plain link, so the browser's history follows it. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="back-link" href={href}>
      <Icon name="chevronLeft" size={18} />
      {children}
    </a>
  );
}
