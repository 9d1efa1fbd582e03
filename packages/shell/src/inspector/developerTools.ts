/**
 * The meta the sandbox puts on its shell page where feature overrides are allowed (issue 40 §4;
 * `packages/sandbox/src/server/static/overrides.ts`), never on the bank's own page. Its presence
 * allows the developer tools: the login page pays for this check alone, so it is kept short.
 */
export const DEVELOPER_TOOLS_META = 'meta[name=bank-developer-tools]';

/**
 * Whether the page allows the developer tools. `main.tsx` imports them only then: on any other
 * page nothing is imported and no listener is added. An arrow, so the minifier writes it in place
 * (a function declaration stays a call, some thirty bytes more on the login page).
 */
export const developerToolsAllowed = (page: Pick<Document, 'querySelector'>): boolean => page.querySelector(DEVELOPER_TOOLS_META) !== null;
