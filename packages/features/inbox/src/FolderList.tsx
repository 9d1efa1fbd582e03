import type { Locale } from '@bank-shell/core';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { listMessages } from './api';
import type { Folder, ListedMessage } from './api';
import { receivedWhen } from './format';
import type { Translate } from './InboxPage';
import { folderHref, messageHref } from './screens';

/** The two folders, as links: the page of each is its own address, so Back and reload keep it. */
function FolderTabs({ folder, unread, t }: { folder: Folder; unread: number | null; t: Translate }) {
  return (
    <nav className="inbox__folders" aria-label={t('folders')}>
      {(['inbox', 'archive'] as const).map((name) => (
        <a
          key={name}
          href={folderHref(name)}
          className={name === folder ? 'inbox__folder inbox__folder--current' : 'inbox__folder'}
          aria-current={name === folder ? 'page' : undefined}
        >
          {t(name)}
          {name === 'inbox' && unread !== null && unread > 0 && <span className="inbox__count">{t('unreadCount', { count: unread })}</span>}
        </a>
      ))}
    </nav>
  );
}

function MessageRow({ message, t, locale, now }: { message: ListedMessage; t: Translate; locale: Locale; now: () => number }) {
  return (
    <li className={message.read ? 'inbox__item' : 'inbox__item inbox__item--unread'}>
      <a className="inbox__link" href={messageHref(message.messageId)}>
        <span className="inbox__line">
          {!message.read && (
            <span className="inbox__dot">
              <span className="inbox__hidden">{t('unread')}: </span>
            </span>
          )}
          <span className="inbox__subject">{message.subject}</span>
          <time className="inbox__when" dateTime={message.receivedAt}>
            {receivedWhen(message.receivedAt, now(), locale, t('yesterday'))}
          </time>
        </span>
        <span className="inbox__kind">{t(`category_${message.category}`)}</span>
        {message.preview !== '' && <span className="inbox__preview">{message.preview}</span>}
      </a>
    </li>
  );
}

/** One folder's messages, newest first, the unread marked in words as well as in weight. */
export function FolderList({ folder, t, locale, now }: { folder: Folder; t: Translate; locale: Locale; now: () => number }) {
  const query = useApiQuery((http) => listMessages(http, folder), [folder, locale]);
  return (
    <>
      <FolderTabs folder={folder} unread={query.status === 'ready' ? query.data.unread : null} t={t} />
      {query.status === 'loading' && <QueryLoading label={t('loading')} blocks={['list']} />}
      {query.status === 'failed' && (
        <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
          {t('loadError')}
        </QueryFailure>
      )}
      {query.status === 'ready' &&
        (query.data.messages.length === 0 ? (
          <p className="card inbox__empty">{folder === 'inbox' ? t('emptyInbox') : t('emptyArchive')}</p>
        ) : (
          <ul className="card inbox__list">
            {query.data.messages.map((message) => (
              <MessageRow key={message.messageId} message={message} t={t} locale={locale} now={now} />
            ))}
          </ul>
        ))}
    </>
  );
}
