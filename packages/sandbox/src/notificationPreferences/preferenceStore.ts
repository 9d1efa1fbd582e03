import type { Queryable } from '../db';

/** The kinds of message the bank sends, in the order Mi área lists them. */
export const NOTIFICATION_TOPICS = ['operations', 'cards', 'statements', 'security', 'offers'] as const;
export type NotificationTopic = (typeof NOTIFICATION_TOPICS)[number];

/** The ways a message reaches the customer. */
export const NOTIFICATION_CHANNELS = ['email', 'sms', 'push'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type ChannelChoice = Readonly<Record<NotificationChannel, boolean>>;
export type NotificationPreferences = Readonly<Record<NotificationTopic, ChannelChoice>>;

/**
 * What a customer gets before choosing: operations and security by push and SMS, cards by push,
 * statements by email, no offers (commercial messages need the customer's yes, LSSI art. 21).
 */
export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  operations: { email: false, sms: true, push: true },
  cards: { email: false, sms: false, push: true },
  statements: { email: true, sms: false, push: false },
  security: { email: true, sms: true, push: true },
  offers: { email: false, sms: false, push: false },
};

interface PreferenceRow {
  topic: NotificationTopic;
  email: boolean;
  sms: boolean;
  push: boolean;
}

/** A person's choices, the defaults where they have made none. */
export async function readNotificationPreferences(db: Queryable, personId: string): Promise<NotificationPreferences> {
  const { rows } = await db.query<PreferenceRow>(
    'SELECT topic, by_email AS email, by_sms AS sms, by_push AS push FROM notification_preferences WHERE person_id = $1',
    [personId],
  );
  const chosen = new Map(rows.map((row) => [row.topic, { email: row.email, sms: row.sms, push: row.push }]));
  return Object.fromEntries(
    NOTIFICATION_TOPICS.map((topic) => [topic, chosen.get(topic) ?? DEFAULT_NOTIFICATION_PREFERENCES[topic]]),
  ) as NotificationPreferences;
}

/** Stores every kind's choice at once: one upsert a kind, in the caller's transaction. */
export async function saveNotificationPreferences(
  db: Queryable,
  personId: string,
  preferences: NotificationPreferences,
  nowMs: number,
): Promise<void> {
  for (const topic of NOTIFICATION_TOPICS) {
    const { email, sms, push } = preferences[topic];
    await db.query(
      `INSERT INTO notification_preferences (person_id, topic, by_email, by_sms, by_push, updated_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (person_id, topic) DO UPDATE SET by_email = $3, by_sms = $4, by_push = $5, updated_at = $6`,
      [personId, topic, email, sms, push, new Date(nowMs)],
    );
  }
}
