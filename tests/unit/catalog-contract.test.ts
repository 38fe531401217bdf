import { describe, expect, it } from 'vitest';
import { caseItemSchema } from '../../src/contract/catalog';

describe('the cases catalog', () => {
  const row = { slug: 'starter', name: 'Starter', price: 4900, currency: 'RUB', picture: '/images/cases/starter.svg' };

  it("keeps an operator's good prices and drops bad entries instead of failing the catalog", () => {
    const parsed = caseItemSchema.parse({
      ...row,
      prices: { RUB: 4900, USD: 54, EUR: 0, KZT: '27000', XXX: 5, INR: 47.5 },
    });
    expect(parsed.prices).toEqual({ RUB: 4900, USD: 54 });
  });

  it('reads a row without a prices field as one with none', () => {
    expect(caseItemSchema.parse(row).prices).toEqual({});
  });
});
