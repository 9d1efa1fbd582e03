import { useApiQuery } from '@bank-shell/react/query';
import { countPendingOperations } from './api';
import type { PersonalAreaMessageKey } from './messages';
import { sectionHref } from './screens';

type Translate = (key: PersonalAreaMessageKey, values?: Record<string, string>) => string;

/** The pending operations' page (features.md §4.1) and help: pages of their own, outside Mi área. */
const PENDING_HREF = '#/operaciones-pendientes';
const HELP_HREF = '#/help';

/**
 * The way into each part of Mi área (issue 42 §3): a link a section, each saying what is there.
 * The pending operations' link carries how many wait, as the bank counts them now; without that
 * count, the link alone.
 */
export function Sections({ t }: { t: Translate }) {
  const pending = useApiQuery(countPendingOperations, []);
  const pendingNote =
    pending.status !== 'ready' ? null : pending.data > 0 ? t('navPendingCount', { count: String(pending.data) }) : t('navPendingNone');
  const entries: readonly { href: string; title: PersonalAreaMessageKey; text: PersonalAreaMessageKey; note?: string | null }[] = [
    { href: sectionHref('datos'), title: 'navDataTitle', text: 'navDataText' },
    { href: sectionHref('clave'), title: 'navPinTitle', text: 'navPinText' },
    { href: sectionHref('notificaciones'), title: 'navNotificationsTitle', text: 'navNotificationsText' },
    { href: sectionHref('documentos'), title: 'navDocumentsTitle', text: 'navDocumentsText' },
    { href: PENDING_HREF, title: 'navPendingTitle', text: 'navPendingText', note: pendingNote },
    { href: HELP_HREF, title: 'navHelpTitle', text: 'navHelpText' },
  ];
  return (
    <nav className="personal-area__nav" aria-label={t('sectionsLabel')}>
      <ul className="area-links">
        {entries.map(({ href, title, text, note }) => (
          <li key={href}>
            <a className="area-link" href={href}>
              <span className="area-link__title">{t(title)}</span>
              <span className="area-link__text">{t(text)}</span>
              {note && (
                <span className={`area-link__badge${pending.status === 'ready' && pending.data > 0 ? ' area-link__badge--due' : ''}`}>
                  {note}
                </span>
              )}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
