import { useEffect, useId, useRef, useState } from 'react';
import { useShell } from '@bank-shell/react';
import { useApiQuery } from '@bank-shell/react/query';
import { NOTIFICATION_CHANNELS, NOTIFICATION_TOPICS, getNotificationPreferences, saveNotificationPreferences } from './api';
import type { NotificationChannel, NotificationPreferences, NotificationTopic } from './api';
import type { PersonalAreaMessageKey } from './messages';

type Translate = (key: PersonalAreaMessageKey, values?: Record<string, string>) => string;

const TOPIC_LABEL: Readonly<Record<NotificationTopic, PersonalAreaMessageKey>> = {
  operations: 'topicOperations',
  cards: 'topicCards',
  statements: 'topicStatements',
  security: 'topicSecurity',
  offers: 'topicOffers',
};

const CHANNEL_LABEL: Readonly<Record<NotificationChannel, PersonalAreaMessageKey>> = {
  email: 'channelEmail',
  sms: 'channelSms',
  push: 'channelPush',
};

/**
 * Which messages the bank sends, and by which channel (issue 42 §3): a group of checkboxes a kind
 * of message, saved together. Security alerts always reach the customer some way: the bank
 * refuses all three off, and the page says so before asking.
 */
export function Notifications({ t }: { t: Translate }) {
  const stored = useApiQuery(getNotificationPreferences, []);
  if (stored.status === 'loading') return <p className="personal-area__hint">{t('notificationsLoading')}</p>;
  if (stored.status === 'failed') {
    return (
      <div role="alert" className="alert alert--error personal-area__error">
        <p>{t('notificationsError')}</p>
        <button type="button" className="button button--ghost" onClick={stored.retry}>
          {t('retry')}
        </button>
      </div>
    );
  }
  return <PreferencesForm initial={stored.data} t={t} />;
}

function PreferencesForm({ initial, t }: { initial: NotificationPreferences; t: Translate }) {
  const { http } = useShell();
  const [choice, setChoice] = useState(initial);
  const [state, setState] = useState<'idle' | 'saving' | 'saved' | 'failed' | 'securityNeedsOne'>('idle');
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  const legendId = useId();

  useEffect(() => {
    if (state === 'saved' || state === 'failed' || state === 'securityNeedsOne') outcomeRef.current?.focus();
  }, [state]);

  function toggle(topic: NotificationTopic, channel: NotificationChannel) {
    setChoice((previous) => ({ ...previous, [topic]: { ...previous[topic], [channel]: !previous[topic][channel] } }));
    if (state !== 'saving') setState('idle');
  }

  async function save() {
    if (state === 'saving') return;
    if (!NOTIFICATION_CHANNELS.some((channel) => choice.security[channel])) {
      setState('securityNeedsOne');
      return;
    }
    setState('saving');
    try {
      setChoice(await saveNotificationPreferences(http, choice));
      setState('saved');
    } catch {
      setState('failed');
    }
  }

  const outcome: Partial<Record<typeof state, PersonalAreaMessageKey>> = {
    saved: 'notificationsSaved',
    failed: 'notificationsSaveError',
    securityNeedsOne: 'notificationsSecurityNeedsOne',
  };
  const outcomeKey = outcome[state];
  return (
    <section className="card personal-area__card personal-area__narrow" aria-labelledby={legendId}>
      <p id={legendId} className="personal-area__hint">
        {t('notificationsIntro')}
      </p>
      <div className="notification-topics">
        {NOTIFICATION_TOPICS.map((topic) => (
          <fieldset key={topic} className="personal-area__fieldset notification-topic">
            <legend className="personal-area__legend">{t(TOPIC_LABEL[topic])}</legend>
            <div className="notification-channels">
              {NOTIFICATION_CHANNELS.map((channel) => (
                <label key={channel} className="notification-channel">
                  <input
                    type="checkbox"
                    className="notification-channel__input"
                    checked={choice[topic][channel]}
                    onChange={() => toggle(topic, channel)}
                  />
                  <span>{t(CHANNEL_LABEL[channel])}</span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </div>
      {outcomeKey !== undefined && (
        <p
          ref={outcomeRef}
          tabIndex={-1}
          role={state === 'saved' ? 'status' : 'alert'}
          className={state === 'saved' ? 'alert personal-area__success' : 'alert alert--error personal-area__error'}
        >
          {t(outcomeKey)}
        </p>
      )}
      <div className="personal-area__actions">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={state === 'saving' || undefined}
          onClick={() => void save()}
        >
          {state === 'saving' ? t('notificationsSaving') : t('notificationsSave')}
        </button>
      </div>
    </section>
  );
}
