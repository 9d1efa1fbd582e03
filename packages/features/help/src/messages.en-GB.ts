import type { HelpMessageKey } from './messages';

/** Help's texts in English: loaded only when a customer chooses English. */
export const en: Readonly<Record<HelpMessageKey, string>> = {
  title: 'Help',
  intro: 'Answers to what you ask us most, and how to talk to us.',
  faqTitle: 'Frequently asked questions',
  faqPinQuestion: 'I have forgotten my PIN. What do I do?',
  faqPinAnswer:
    'On the login page choose “Forgotten your PIN?”: we ask for your DNI or NIE and your date of birth, send a code to your mobile, and you choose a new 6-digit PIN. If you remember it and only want to change it, do so in Personal area › Change your PIN.',
  faqCardQuestion: 'How do I block my card if it is lost or stolen?',
  faqCardAnswer:
    'In the overview open the card and choose “Block card”: it is blocked at once and nobody can pay with it. You can unblock it later with a code we send to your mobile. If you cannot log in, call 910 000 001 at any time.',
  faqBizumQuestion: 'How much can I send with Bizum?',
  faqBizumAnswer:
    'Each Bizum can be from €0.50 to €1,000, and you can send up to €2,000 a day and €5,000 a month. A request for money nobody pays expires after 30 days.',
  faqTransferQuestion: 'When does a transfer arrive?',
  faqTransferAnswer:
    'An immediate transfer arrives in seconds, any day and at any time. An ordinary one made on a working day before 15:00 arrives on the next working day; after that time, one working day later. You can send up to €10,000 per transfer and €20,000 a day.',
  faqSessionQuestion: 'Why was I logged out?',
  faqSessionAnswer:
    'For your security we log you out after 5 minutes without activity. We warn you a minute before so that you can carry on. Nothing is lost: log in again and continue.',
  contactTitle: 'Call us',
  contactPhoneLabel: 'Customer service',
  contactHours: 'Every day, Monday to Sunday, 8:00 to 22:00.',
  contactLost: 'Lost or stolen card: 910 000 001, 24 hours a day.',
  managerTitle: 'Your personal manager',
  managerIntro: '{name} knows your products and looks after you directly.',
  managerPhone: 'Phone',
  managerEmail: 'Email',
  managerOffice: 'Office',
};
