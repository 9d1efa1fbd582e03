export {
  ASSISTED_APPS,
  ASSISTED_APP_PARAMETER,
  CHANNEL_CODE,
  CLIENT_ID_KINDS,
  CLIENT_KINDS,
  DEFAULT_ASSISTED_APP,
  DEFAULT_CLIENT_ID,
  UnknownClientIdError,
  resolveChannel,
} from './channels';
export type { AssistedApp, Channel, ChannelCode, ChannelInput, ClientKind } from './channels';
