import type { ProductKind } from './types';

/** The prefix of each kind of product's id: `ACC-0001`, `CRD-0001`, `DEP-0001`. */
const KIND_BY_PREFIX: Readonly<Record<string, ProductKind>> = { ACC: 'account', CRD: 'card', DEP: 'deposit' };

/**
 * The shape of a product id. Anything else names no product and never reaches a query: the API
 * answers it as it answers an unknown id.
 */
export const PRODUCT_ID_PATTERN = /^(ACC|CRD|DEP)-[0-9]{4,12}$/;

/** The kind of product an id names, or undefined for an id of no product's shape. */
export function productKindOfId(productId: string): ProductKind | undefined {
  const prefix = PRODUCT_ID_PATTERN.exec(productId)?.[1];
  return prefix === undefined ? undefined : KIND_BY_PREFIX[prefix];
}
