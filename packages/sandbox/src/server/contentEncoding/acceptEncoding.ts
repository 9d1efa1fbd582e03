/** The content codings the sandbox sends (RFC 9110 §8.4.1): brotli, gzip, or none. */
export type ContentCoding = 'br' | 'gzip' | 'identity';

/** Which coding wins when the client weighs several equally: the smallest bytes first. */
const SERVER_PREFERENCE: readonly ContentCoding[] = ['br', 'gzip', 'identity'];

/** The weight of a coding listed without `q`. */
const FULL_WEIGHT = 1;

/** A qvalue (RFC 9110 §12.4.2): 0 to 1 with at most three decimals. */
const QVALUE_PATTERN = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/** A coding name is an HTTP token (RFC 9110 §5.6.2); anything else names no coding. */
const TOKEN_PATTERN = /^[!#$%&'*+.^_`|~0-9a-z-]+$/;

/** Names that mean the same coding: `x-gzip` is gzip (RFC 9110 §8.4.1.3). */
const CODING_ALIASES: ReadonlyMap<string, string> = new Map([['x-gzip', 'gzip']]);

/**
 * The weight a list element's parameters give. A `q` that cannot be read (`q=abc`, `q=1.5`,
 * `q=-1`) counts as a refusal: the client may have meant `q=0`, and sending a coding a client
 * refused makes the page unreadable, while sending identity never does.
 */
function weightOf(parameters: readonly string[]): number {
  let weight = FULL_WEIGHT;
  for (const parameter of parameters) {
    const equals = parameter.indexOf('=');
    const name = (equals === -1 ? parameter : parameter.slice(0, equals)).trim().toLowerCase();
    if (name !== 'q') continue;
    const value = equals === -1 ? '' : parameter.slice(equals + 1).trim();
    weight = Math.min(weight, QVALUE_PATTERN.test(value) ? Number(value) : 0);
  }
  return weight;
}

/**
 * The weights an `Accept-Encoding` value gives, by lower-case coding name (`*` included).
 * Whitespace and case do not matter; elements that name no coding are skipped. A coding listed
 * twice keeps its lower weight, so a refusal anywhere in the list stands.
 */
export function parseAcceptEncoding(header: string): ReadonlyMap<string, number> {
  const weights = new Map<string, number>();
  for (const element of header.split(',')) {
    const [rawName = '', ...parameters] = element.split(';');
    const name = rawName.trim().toLowerCase();
    if (!TOKEN_PATTERN.test(name)) continue;
    const coding = CODING_ALIASES.get(name) ?? name;
    weights.set(coding, Math.min(weightOf(parameters), weights.get(coding) ?? FULL_WEIGHT));
  }
  return weights;
}

/**
 * How much the client wants a coding (0: refused). A coding not listed takes the weight of `*`.
 * Without `*`, identity stays acceptable (RFC 9110 §12.5.3) with the lowest weight the client
 * gave anything, so that `gzip;q=0.5` still prefers gzip; any other coding is not acceptable.
 */
function weightFor(weights: ReadonlyMap<string, number>, coding: ContentCoding): number {
  const named = weights.get(coding) ?? weights.get('*');
  if (named !== undefined) return named;
  if (coding !== 'identity') return 0;
  const given = [...weights.values()].filter((weight) => weight > 0);
  return given.length === 0 ? FULL_WEIGHT : Math.min(...given);
}

/**
 * The coding to send, among those `available`, for a request's `Accept-Encoding`: the one the
 * client weighs highest, brotli before gzip before identity when weights tie; `undefined` when
 * the client refuses every one available. With no `Accept-Encoding` at all, identity: a client
 * that names no coding (curl, say) is not sent one.
 */
export function negotiateContentEncoding(header: string | undefined, available: readonly ContentCoding[]): ContentCoding | undefined {
  if (header === undefined) return available.includes('identity') ? 'identity' : undefined;
  const weights = parseAcceptEncoding(header);
  let best: ContentCoding | undefined;
  let bestWeight = 0;
  for (const coding of SERVER_PREFERENCE) {
    if (!available.includes(coding)) continue;
    const weight = weightFor(weights, coding);
    if (weight > bestWeight) {
      best = coding;
      bestWeight = weight;
    }
  }
  return best;
}
