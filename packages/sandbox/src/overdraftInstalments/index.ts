export {
  MAX_SPLIT_OVERDRAFT_CENTS,
  MIN_SPLIT_OVERDRAFT_CENTS,
  OVERDRAFT_INSTALMENTS_TIN_BP,
  OVERDRAFT_INSTALMENT_PERIODS,
  instalmentPlan,
  instalmentPlans,
  splitRefusal,
  type InstalmentPlan,
  type OverdraftInstalmentPeriods,
} from './instalmentTerms';
export {
  quoteOverdraftInstalments,
  splitOverdraft,
  type InstalmentOrder,
  type InstalmentOutcome,
  type OverdraftQuote,
  type OverdraftRefusal,
  type QuoteRefusal,
  type SplitOverdraft,
} from './overdraftInstalmentStore';
