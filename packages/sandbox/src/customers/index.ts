export { type AffluentLevel, type Client, type CustomerRecord, type IdentityKind, type ProfileKind, type ProfileRecord } from './types';
export { findCustomerByDocument, findCustomerByPersonId } from './customerStore';
export { listProfiles } from './profileStore';
export { toClient } from './client';
export { AFFLUENT_HEADER, affluentHeaderValue } from './affluentHeader';
export { findPersonalManager, type PersonalManager } from './personalManager';
