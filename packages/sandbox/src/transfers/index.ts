export { MAX_TYPED_IBAN_LENGTH, SPANISH_BANKS, readSpanishIban, type IbanReading } from './iban';
export {
  DUPLICATE_WINDOW_MINUTES,
  MAX_SCHEDULE_AHEAD_DAYS,
  PER_DAY_LIMIT_CENTS,
  PER_OPERATION_LIMIT_CENTS,
  TRANSFER_FEE_CENTS,
  limitRefusal,
} from './limits';
export {
  TRANSFER_ID_PATTERN,
  executeTransfer,
  findTransfer,
  listTransfers,
  orderDigest,
  reviewTransfer,
  type ExecutionOutcome,
  type PossibleDuplicate,
  type Transfer,
  type TransferKind,
  type TransferOrder,
  type TransferRefusal,
  type TransferReview,
} from './transferStore';
export {
  BENEFICIARY_ID_PATTERN,
  MAX_SAVED_BENEFICIARIES,
  deleteBeneficiary,
  listBeneficiaries,
  saveBeneficiary,
  type SaveOutcome,
  type SavedBeneficiary,
} from './beneficiaryStore';
export { transferReceiptFileName, transferReceiptHtml, type ReceiptLanguage } from './receipt';
