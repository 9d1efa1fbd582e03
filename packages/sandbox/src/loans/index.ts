export {
  WITHDRAWAL_PERIOD_DAYS,
  instalmentCents,
  loanFigures,
  outstandingOn,
  repaymentSchedule,
  taeBpOf,
  type LoanFigures,
  type ScheduledPayment,
} from './loanSchedule';
export {
  LOAN_ALIAS,
  LOAN_ID_PATTERN,
  LOAN_PAYOUT_CONCEPT,
  MIN_LOAN_PERIODS,
  contractLoan,
  findLoanDetail,
  listLoans,
  quoteLoan,
  type ContractOutcome,
  type ContractedLoan,
  type Loan,
  type LoanDetail,
  type LoanPayment,
  type LoanQuote,
  type LoanRequest,
  type QuoteOutcome,
} from './loanStore';
export { preContractFileName, preContractInformationHtml, type DocumentLanguage, type PreContractContext } from './preContractInformation';
