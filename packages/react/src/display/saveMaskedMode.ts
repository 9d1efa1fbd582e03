import { EVENT_TOPIC } from '@bank-shell/core';
import type { HttpClient, ShellEventBus } from '@bank-shell/core';

/**
 * Masks or shows the customer's balances: first the bank keeps the choice as the client preference
 * `hidden-balances-discrete` (the string `'true'` means masked, features.md §4.6), so it holds at the
 * next login too; then, once saved, the shell is asked to apply it (`change-masked-mode`
 * `{ enable }`), which sets or removes the root's `data-masked`. Nothing is published when saving
 * fails, so the page never shows a mode the bank does not have.
 *
 * The bank call comes from core's signed-in entry on the first press, not with this module: a
 * screen that shows the control renders without waiting for that entry (issue 12), which the shell
 * loads anyway. The overall position's control and the personal area's switch both use it.
 *
 * @throws what saving throws (`HttpError`, `NetworkError`, …), or the bus's `EventTopicError` when
 * the shell has not allowed the topic
 */
export async function saveMaskedMode(http: HttpClient, events: ShellEventBus, enable: boolean): Promise<void> {
  const { HIDDEN_BALANCES_PREFERENCE, saveClientPreference } = await import('@bank-shell/core/signed-in');
  await saveClientPreference(http, HIDDEN_BALANCES_PREFERENCE, String(enable));
  events.publish(EVENT_TOPIC.maskedMode, { enable });
}
