export {
  CHANNEL_CODES,
  PENDING_OPERATION_TYPES,
  type ChannelCode,
  type DecideOutcome,
  type Decision,
  type NewPendingOperation,
  type OperationData,
  type PendingOperation,
  type PendingOperationRecord,
  type PendingOperationStatus,
  type PendingOperationType,
} from './types';
export {
  SEC_PROCESS_ID_PATTERN,
  createPendingOperation,
  decidePendingOperation,
  findOperationToDecide,
  type OperationToDecide,
  listLatestOperations,
  listPendingOperations,
  rejectAllPendingOperations,
} from './pendingOperationStore';
export {
  OPERATION_DEFAULTS,
  OPERATION_FIELDS_BY_TYPE,
  OPERATION_TYPE_NAMES,
  completeOperationDraft,
  type OperationDraft,
  type OperationField,
} from './operationDefaults';
