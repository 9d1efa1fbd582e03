/**
 * The demo bank's stand-in for its customers' phones. A code "sent" by text message lands here,
 * in memory, and its customer reads it on the sandbox's phone page while logged in. The console
 * never sees it (SECURITY.md rule 12: no OTP in logs).
 */

/** Messages kept per customer: the newest ones. */
export const PHONE_MESSAGES_KEPT = 10;

export interface PhoneMessage {
  /** Whose phone it reached. */
  personId: string;
  /** As the customer reads it, e.g. `Código de verificación para ***1234: 123456`. */
  text: string;
  sentAtMs: number;
}

export interface DemoPhone {
  receive(message: PhoneMessage): void;
  /** One customer's messages, the newest first. */
  messagesFor(personId: string): readonly PhoneMessage[];
}

export function createDemoPhone(): DemoPhone {
  const inboxes = new Map<string, PhoneMessage[]>();
  return {
    receive(message) {
      const inbox = [message, ...(inboxes.get(message.personId) ?? [])].slice(0, PHONE_MESSAGES_KEPT);
      inboxes.set(message.personId, inbox);
    },
    messagesFor: (personId) => inboxes.get(personId) ?? [],
  };
}
