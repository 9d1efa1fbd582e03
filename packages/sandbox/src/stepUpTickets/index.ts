export { AUTHENTICATION_TICKET_HEADER, STEP_UP_TICKET_TTL_S } from './constants';
export { issueStepUpTicket, spendStepUpTicket } from './ticketStore';
