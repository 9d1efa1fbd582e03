import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { parsePendingOperation, parsePendingOperationList } from './pendingOperation';

// The type codes of features.md §4.1 and §9, written out.
const TYPE_CODES = ['75', '76', '85', '91', '92', '94', '95', 'BUSINESS'] as const;

const operation = (fields: Record<string, unknown> = {}) => ({
  secProcessId: 'op-1',
  personId: 'P1',
  type: '76',
  operationData: { channelCode: 83 },
  ...fields,
});

/** Objects shaped almost like operations: each field right, wrong or missing. */
const almostOperation = fc.record(
  {
    secProcessId: fc.oneof(fc.string(), fc.constant(''), fc.integer(), fc.constant(null)),
    personId: fc.oneof(fc.string(), fc.constant(undefined), fc.constant(null), fc.integer()),
    type: fc.oneof(fc.constantFrom(...TYPE_CODES), fc.constantFrom(75, 76, 'business', '', '77'), fc.string()),
    operationData: fc.oneof(
      fc.record(
        {
          channelCode: fc.oneof(fc.constantFrom(81, 83, 85, 86), fc.integer(), fc.double(), fc.string(), fc.constant(null)),
          createdAt: fc.oneof(fc.string(), fc.integer()),
          merchant: fc.anything(),
          amount: fc.oneof(fc.record({ amount: fc.double(), currency: fc.string() }), fc.anything()),
          maskedPan: fc.anything(),
        },
        { requiredKeys: [] },
      ),
      fc.anything(),
    ),
    destination: fc.oneof(fc.string(), fc.constantFrom('#/prestamos/oferta', '/', ''), fc.anything()),
  },
  { requiredKeys: [] },
);

describe('a pending operation as the bank sends it (features.md §3)', () => {
  it('has secProcessId, personId, type (a code string), operationData with channelCode, and destination', () => {
    const input = operation({ type: 'BUSINESS', destination: '#/prestamos/oferta' });
    expect(parsePendingOperation(input)).toEqual(input);
  });

  it.each(TYPE_CODES)('type %s is a pending operation type', (type) => {
    expect(parsePendingOperation(operation({ type }))).toMatchObject({ type });
  });

  it('personId may be missing: it falls back to the client’s personId later', () => {
    const withoutPerson = { secProcessId: 'op-1', type: '76', operationData: { channelCode: 83 } };
    expect(parsePendingOperation(withoutPerson)).toEqual(withoutPerson);
  });

  it('keeps the e-commerce details its screen shows, and drops fields it does not know', () => {
    const input = operation({
      operationData: {
        channelCode: 83,
        merchant: 'Librería Central',
        amount: { amount: 42.5, currency: 'EUR' },
        maskedPan: '**** 1234',
        extra: 1,
      },
      extra: true,
    });
    expect(parsePendingOperation(input)).toEqual(
      operation({
        operationData: { channelCode: 83, merchant: 'Librería Central', amount: { amount: 42.5, currency: 'EUR' }, maskedPan: '**** 1234' },
      }),
    );
  });

  it('issue 42 §4: keeps where a card payment’s shop is, as ISO 3166-1 alpha-2', () => {
    expect(parsePendingOperation(operation({ operationData: { channelCode: 83, merchantCountry: 'PT' } }))?.operationData).toEqual({
      channelCode: 83,
      merchantCountry: 'PT',
    });
  });

  it.each([
    ['an unknown type', operation({ type: '77' })],
    ['a numeric type', operation({ type: 75 })],
    ['an empty secProcessId', operation({ secProcessId: '' })],
    ['no operationData', operation({ operationData: undefined })],
    ['a channel code that is not a number', operation({ operationData: { channelCode: '83' } })],
    ['a shop’s country that is no ISO code', operation({ operationData: { channelCode: 83, merchantCountry: 'Portugal' } })],
    ['a shop’s country in lower case', operation({ operationData: { channelCode: 83, merchantCountry: 'pt' } })],
    ['not an object', 'op-1'],
    ['null', null],
  ])('%s is not an operation', (_what, input) => {
    expect(parsePendingOperation(input)).toBeNull();
  });
});

describe('the list of pending operations', () => {
  it('keeps the bank’s order', () => {
    const list = [operation({ secProcessId: 'b' }), operation({ secProcessId: 'a' }), operation({ secProcessId: 'c' })];
    expect(parsePendingOperationList({ pendingOperations: list }).map((entry) => entry.secProcessId)).toEqual(['b', 'a', 'c']);
  });

  it('leaves out an entry that is not an operation and tells it, so one bad entry does not hide the others', () => {
    const onInvalid = vi.fn();
    const bad = { secProcessId: 'x', type: '99' };
    expect(parsePendingOperationList({ pendingOperations: [bad, operation()] }, onInvalid)).toEqual([operation()]);
    expect(onInvalid).toHaveBeenCalledExactlyOnceWith(bad);
  });

  it.each([[null], [[]], [{}], [{ pendingOperations: {} }], ['[]']])('an answer of another shape (%j) is an error', (answer) => {
    expect(() => parsePendingOperationList(answer)).toThrow();
  });

  it('any list of almost-operations: never throws, and every entry is either kept or told', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(almostOperation, fc.anything())), (entries) => {
        const onInvalid = vi.fn();
        const kept = parsePendingOperationList({ pendingOperations: entries }, onInvalid);
        expect(kept.length + onInvalid.mock.calls.length).toBe(entries.length);
        for (const entry of kept) {
          expect(TYPE_CODES).toContain(entry.type);
          expect(entry.secProcessId).not.toBe('');
          expect(Number.isFinite(entry.operationData.channelCode)).toBe(true);
        }
      }),
    );
  });

  it('any answer at all: an operation list, or an error, never anything else', () => {
    fc.assert(
      fc.property(fc.oneof(fc.anything(), fc.record({ pendingOperations: fc.anything() })), (answer) => {
        let result: unknown;
        try {
          result = parsePendingOperationList(answer);
        } catch (error) {
          expect(error).toBeInstanceOf(Error);
          return;
        }
        expect(Array.isArray(result)).toBe(true);
      }),
    );
  });
});
