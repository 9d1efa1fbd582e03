export { PRODUCTS_PATH, productsSchema, requestProducts } from './products';
export type { ProductAccount, ProductCard, ProductDeposit, ProductLoan, Products } from './products';
