export {
  OFFER_KINDS,
  type CardLimitTerms,
  type CreditLineTerms,
  type LoanTerms,
  type MortgageTerms,
  type OfferAnswer,
  type OfferKind,
  type OfferTermsByKind,
  type OverdraftTerms,
  type PromotionApplicability,
} from './types';
export {
  acceptLoanOffer,
  findOffer,
  findPromotionEligibility,
  offerMaxTerm,
  type AcceptLoanOutcome,
  type CreatedLoan,
  type LoanRequest,
  type PromotionEligibility,
} from './offerStore';
export { instalmentCents } from './loanMaths';
