import { useEffect, useRef, useState } from 'react';
import { HttpError } from '@bank-shell/core';
import type { HttpClient, Locale } from '@bank-shell/core';
import { useNavigate, useShell } from '@bank-shell/react';
import { QueryFailure, QueryLoading, useApiQuery } from '@bank-shell/react/query';
import { snackbars } from '@bank-shell/react/snackbar';
import { IN_APP_LINK, changeMessage, deleteMessage, getMessage } from './api';
import type { Message } from './api';
import { receivedAt } from './format';
import type { Translate } from './InboxPage';
import type { InboxMessageKey } from './messages';
import { BASE_PATH, folderHref } from './screens';

const HTTP_NOT_FOUND = 404;

/**
 * The message, read: opening it is reading it, so it is marked read as it opens, and the bank's
 * count of unread messages follows. A message another tab deleted is said to be gone.
 */
async function openMessage(http: HttpClient, messageId: string): Promise<Message | null> {
  try {
    const message = await getMessage(http, messageId);
    return message.read ? message : await changeMessage(http, messageId, { read: true });
  } catch (error) {
    if (error instanceof HttpError && error.status === HTTP_NOT_FOUND) return null;
    throw error;
  }
}

const linkLabel = (message: Message): InboxMessageKey =>
  message.category === 'statement' ? 'openLink_statement' : message.category === 'notice' ? 'openLink_notice' : 'openLink';

/** One message on its own page, with what can be done with it. */
export function MessagePage({ messageId, t, locale }: { messageId: string; t: Translate; locale: Locale }) {
  const query = useApiQuery((http) => openMessage(http, messageId), [messageId, locale]);
  return (
    <>
      {query.status === 'loading' && <QueryLoading label={t('loading')} blocks={['list']} />}
      {query.status === 'failed' && (
        <QueryFailure retryLabel={t('retry')} onRetry={query.retry}>
          {t('loadError')}
        </QueryFailure>
      )}
      {query.status === 'ready' &&
        (query.data === null ? (
          <>
            <a className="inbox__back" href={folderHref('inbox')}>
              {t('backToInbox')}
            </a>
            <p className="card inbox__empty">{t('notFound')}</p>
          </>
        ) : (
          <MessageView message={query.data} t={t} locale={locale} />
        ))}
    </>
  );
}

type Action = 'markUnread' | 'archive' | 'unarchive' | 'delete';

function MessageView({ message, t, locale }: { message: Message; t: Translate; locale: Locale }) {
  const { http } = useShell();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Action | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [failed, setFailed] = useState(false);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const folder = message.archived ? 'archive' : 'inbox';
  useEffect(() => {
    if (confirmingDelete) confirmRef.current?.focus();
  }, [confirmingDelete]);

  /** Does one thing to the message, then goes back to its folder saying what was done. */
  async function act(action: Action) {
    if (busy !== null) return;
    setBusy(action);
    setFailed(false);
    try {
      if (action === 'delete') await deleteMessage(http, message.messageId);
      else await changeMessage(http, message.messageId, action === 'markUnread' ? { read: false } : { archived: action === 'archive' });
      snackbars.show(
        t(action === 'markUnread' ? 'markedUnread' : action === 'archive' ? 'archived' : action === 'unarchive' ? 'unarchived' : 'deleted'),
      );
      navigate(`${BASE_PATH}${action === 'archive' || folder === 'inbox' ? '' : '/archivo'}`);
    } catch {
      setFailed(true);
      setBusy(null);
    }
  }

  const link = message.link !== null && IN_APP_LINK.test(message.link) ? message.link : null;
  return (
    <article className="inbox__message" aria-labelledby="inbox-message-subject">
      <a className="inbox__back" href={folderHref(folder)}>
        {folder === 'inbox' ? t('backToInbox') : t('backToArchive')}
      </a>
      <p className="inbox__kind">{t(`category_${message.category}`)}</p>
      <h1 className="page__title inbox__message-subject" id="inbox-message-subject">
        {message.subject}
      </h1>
      <p className="inbox__when">
        <time dateTime={message.receivedAt}>{t('received', { date: receivedAt(message.receivedAt, locale) })}</time>
      </p>
      <div className="card inbox__body">
        {message.body.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
        {link !== null && (
          <a className="button button--primary inbox__go" href={link}>
            {t(linkLabel(message))}
          </a>
        )}
      </div>
      {failed && (
        <p role="alert" className="inbox__error">
          {t('actionFailed')}
        </p>
      )}
      <div className="inbox__actions" aria-busy={busy === null ? undefined : true}>
        <button type="button" className="button button--ghost" onClick={() => void act('markUnread')}>
          {t('markUnread')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => void act(message.archived ? 'unarchive' : 'archive')}>
          {message.archived ? t('unarchiveMessage') : t('archiveMessage')}
        </button>
        <button
          ref={deleteRef}
          type="button"
          className="button button--ghost inbox__delete"
          aria-expanded={confirmingDelete}
          onClick={() => setConfirmingDelete(true)}
        >
          {t('deleteMessage')}
        </button>
      </div>
      {confirmingDelete && (
        <div className="card inbox__confirm" role="group" aria-labelledby="inbox-delete-question">
          <p id="inbox-delete-question" ref={confirmRef} tabIndex={-1}>
            {t('deleteConfirm')}
          </p>
          <div className="inbox__actions">
            <button type="button" className="button button--primary inbox__delete-yes" onClick={() => void act('delete')}>
              {t('deleteYes')}
            </button>
            <button
              type="button"
              className="button button--ghost"
              onClick={() => {
                setConfirmingDelete(false);
                deleteRef.current?.focus();
              }}
            >
              {t('deleteNo')}
            </button>
          </div>
        </div>
      )}
    </article>
  );
}
