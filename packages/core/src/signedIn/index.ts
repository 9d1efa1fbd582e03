/**
 * `@bank-shell/core/signed-in`: what only a signed-in customer needs, as one later entry that the
 * login page never loads (issue 12): the token keeper (refresh and cleanup of shell.md §4), the
 * cross-tab coordinator that runs the refresh in one tab for all, the customer's activity and
 * inactivity (shell.md §9), the back-forward-cache hook, and the checks of the event topics that
 * only a signed-in customer's features use, the client and the customer's products. Its folders reach core's main entry
 * by name, so the page holds one copy of it.
 */
export * from '../tokens';
export * from '../crossTab';
export * from '../activity';
export * from '../lifecycle';
export * from '../signedInTopics';
export * from '../pending';
export * from '../display';
export * from '../client';
export * from '../products';
export * from '../campaigns';
