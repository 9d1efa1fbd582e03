export {
  DEFAULT_NOTIFICATION_PREFERENCES,
  NOTIFICATION_CHANNELS,
  NOTIFICATION_TOPICS,
  readNotificationPreferences,
  saveNotificationPreferences,
  type ChannelChoice,
  type NotificationChannel,
  type NotificationPreferences,
  type NotificationTopic,
} from './preferenceStore';
