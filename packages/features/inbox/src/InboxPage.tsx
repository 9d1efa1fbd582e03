import { useTranslation } from '@bank-shell/react';
import type { FeatureProps } from '@bank-shell/react';
import { FolderList } from './FolderList';
import { MessagePage } from './MessagePage';
import type { InboxMessageKey } from './messages';
import { screenOf } from './screens';

/** The feature id, which is also its texts' namespace. */
export const FEATURE_ID = 'inbox';

export type Translate = (key: InboxMessageKey, values?: Readonly<Record<string, string | number>>) => string;

export interface InboxPageProps {
  /** The time now, to say when a message came. @default `Date.now` */
  now?: () => number;
}

/**
 * The inbox (issue 41 §4): the bank's messages, the received and the archived, each opened on its
 * own page, where opening marks it read; marked unread again, archived, deleted. The overall
 * position's count of unread messages follows, since the bank counts them.
 */
export function InboxPage({ match, now = Date.now }: Partial<FeatureProps> & InboxPageProps) {
  const { t, locale } = useTranslation(FEATURE_ID);
  const screen = screenOf(match?.rest ?? '');
  return (
    <section className="page page--narrow inbox">
      {screen.name === 'message' ? (
        <MessagePage messageId={screen.messageId} t={t} locale={locale} />
      ) : (
        <>
          <h1 className="page__title">{t('title')}</h1>
          <p className="inbox__intro">{t('intro')}</p>
          {screen.name === 'folder' ? (
            <FolderList folder={screen.folder} t={t} locale={locale} now={now} />
          ) : (
            <p className="card inbox__empty">{t('notFound')}</p>
          )}
        </>
      )}
    </section>
  );
}
