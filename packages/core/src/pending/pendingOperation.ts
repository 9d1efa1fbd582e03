import { schema as v } from '@bank-shell/core';
import type { InferOutput } from '../schema';
import { PENDING_OPERATION_TYPES } from './constants';

const money = v.object({ amount: v.number(), currency: v.pipe(v.string(), v.length(3)) });

/** A pending operation as the bank sends it (features.md §3); fields a type does not use are absent. */
const pendingOperationSchema = v.object({
  secProcessId: v.pipe(v.string(), v.minLength(1)),
  personId: v.optional(v.string()),
  type: v.picklist(PENDING_OPERATION_TYPES),
  operationData: v.object({
    channelCode: v.number(),
    createdAt: v.optional(v.string()),
    device: v.optional(v.string()),
    place: v.optional(v.string()),
    merchant: v.optional(v.string()),
    // Where the shop of a card payment is, ISO 3166-1 alpha-2 (issue 42 §4).
    merchantCountry: v.optional(v.pipe(v.string(), v.regex(/^[A-Z]{2}$/))),
    amount: v.optional(money),
    cardAlias: v.optional(v.string()),
    maskedPan: v.optional(v.string()),
    // The customer's card a card payment is made with, so they can block it (issue 38 §1).
    cardId: v.optional(v.string()),
    description: v.optional(v.string()),
  }),
  destination: v.optional(v.string()),
});

export type PendingOperation = InferOutput<typeof pendingOperationSchema>;

/** One operation, or null when it is not one: what the bank sends is not trusted before this. */
export function parsePendingOperation(input: unknown): PendingOperation | null {
  const result = v.safeParse(pendingOperationSchema, input);
  return result.success ? result.output : null;
}

const listSchema = v.object({ pendingOperations: v.array(v.unknown()) });

/**
 * The operations of the bank's answer, in its order. An answer of another shape is an error; an
 * entry that is not an operation is left out and told to `onInvalid`, so one bad entry does not
 * hide the others.
 */
export function parsePendingOperationList(input: unknown, onInvalid: (entry: unknown) => void = () => undefined): PendingOperation[] {
  const { pendingOperations } = v.parse(listSchema, input);
  const operations: PendingOperation[] = [];
  for (const entry of pendingOperations) {
    const operation = parsePendingOperation(entry);
    if (operation) operations.push(operation);
    else onInvalid(entry);
  }
  return operations;
}
