export type { Account, AccountType, Card, CardBrand, CardKind, Money, Products } from './types';
export { listProducts } from './productStore';
export { listLatestMovements, type Movement } from './movementStore';
