export { PRODUCTS_PATH, depositSchema, loanSchema, productsSchema, requestProducts } from './products';
export type { ProductAccount, ProductCard, ProductDeposit, ProductLoan, Products } from './products';
