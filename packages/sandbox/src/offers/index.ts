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
export { findOffer, findPromotionEligibility, offerMaxTerm, type PromotionEligibility } from './offerStore';
