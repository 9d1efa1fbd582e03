/**
 * The bank's product names in British English (issue 42 §2): an English page names a product in
 * English, the brand kept as it is ("Cuenta NÓMINA" is the "NÓMINA account"), in sentence case as
 * British English writes a kind of product ("Gold card"). Products are named from the bank's catalogue, not by the customer, so
 * a name not in it (a payee's, an alias a customer typed) is left as it is.
 */
const ENGLISH_PRODUCT_NAMES: Readonly<Record<string, string>> = {
  'Cuenta NÓMINA': 'NÓMINA account',
  'Cuenta Naranja': 'Naranja account',
  'Cuenta Naranja Negocios': 'Naranja business account',
  'Cuenta Negocios': 'Business account',
  'Cuenta Joven': 'Youth account',
  'Cuenta Broker': 'Broker account',
  'Tarjeta Débito': 'Debit card',
  'Tarjeta Crédito': 'Credit card',
  'Tarjeta Oro': 'Gold card',
  'Tarjeta Joven': 'Youth card',
  'Tarjeta Business': 'Business card',
  'Depósito Naranja 12 meses': 'Naranja 12-month deposit',
  'Depósito Naranja 24 meses': 'Naranja 24-month deposit',
  'Préstamo personal': 'Personal loan',
  'Fraccionamiento del descubierto': 'Overdraft in instalments',
};

/** The fields of an answer that hold a product's name. */
const NAME_FIELDS = new Set(['alias', 'cardAlias', 'accountAlias', 'productAlias']);

/** A product's name in the language asked for: Spanish as the bank keeps it, or its English name. */
export function productNameIn(name: string, language: 'es-ES' | 'en-GB'): string {
  return language === 'en-GB' ? (ENGLISH_PRODUCT_NAMES[name] ?? name) : name;
}

/**
 * An API answer with every product name in it (`alias`, `cardAlias`, `accountAlias`, `productAlias`,
 * at any depth: a movement names its product) in the language asked for; the rest untouched.
 */
export function withProductNamesIn<T>(answer: T, language: 'es-ES' | 'en-GB'): T {
  if (language === 'es-ES') return answer;
  const rename = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(rename);
    if (value === null || typeof value !== 'object') return value;
    return Object.fromEntries(
      Object.entries(value).map(([key, field]) => [
        key,
        NAME_FIELDS.has(key) && typeof field === 'string' ? productNameIn(field, language) : rename(field),
      ]),
    );
  };
  return rename(answer) as T;
}
