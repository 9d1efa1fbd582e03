export {
  LISTED_STATEMENT_MONTHS,
  MAX_LISTED_RECEIPTS,
  listReceipts,
  listStatements,
  type ReceiptEntry,
  type StatementEntry,
} from './documentList';
