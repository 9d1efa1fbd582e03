export { PHONE_MESSAGES_KEPT, createDemoPhone } from './demoPhone';
export type { DemoPhone, PhoneMessage } from './demoPhone';
