/**
 * The data block in which the page carries the configuration `GET config/appConfig` answers (the
 * sandbox writes it, `serverHints.ts`): with it, the shell starts without a request to the API host.
 */
export const PAGE_CONFIG_SELECTOR = 'script[data-app-config]';

/**
 * The configuration the page carries, parsed from its JSON and not yet validated (the caller checks
 * it as it checks the API's answer); `undefined` when the page carries none, and the shell asks
 * the API for it.
 * @throws SyntaxError when the carried text is not JSON
 */
export function readPageConfig(document: Pick<Document, 'querySelector'>): unknown {
  const text = document.querySelector(PAGE_CONFIG_SELECTOR)?.textContent;
  return text ? JSON.parse(text) : undefined;
}
