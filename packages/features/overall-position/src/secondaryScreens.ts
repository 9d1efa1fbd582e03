/**
 * The screens behind the overview, in a chunk of their own (`lazyScreens.tsx`): an account's or a
 * card's detail and a product's movements. The overview does not carry their code (issue 12: its
 * total blocking time on a phone).
 */
export { MovementsPage } from './MovementsPage';
export { ProductDetail } from './ProductDetail';
