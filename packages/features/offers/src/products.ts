/** features.md §3, "Product": an offer names a product by the trailing digits of its number. */
export function matchesProductNumber(productNumber: string, code: string): boolean {
  const digits = code.replace(/\D/g, '');
  return digits !== '' && productNumber.replace(/\D/g, '').endsWith(digits);
}

/** How many trailing digits of an account's number name it to an offer (the sandbox's productCod). */
export const PRODUCT_CODE_DIGITS = 4;

/** The code the bank knows an account by in an offer: the last digits of its number. */
export const productCodeOf = (productNumber: string): string => productNumber.replace(/\D/g, '').slice(-PRODUCT_CODE_DIGITS);
