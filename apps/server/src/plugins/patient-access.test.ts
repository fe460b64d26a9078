import { describe, expect, it } from 'vitest';
import * as contracts from '@portal/contracts';
import { z } from '@portal/contracts';
import { schemaNames } from './patient-access';

describe('schemaNames: whether a route schema has a property of that name at any depth', () => {
  it('finds it in objects and in whatever wraps, lists or combines them', () => {
    const leaf = z.object({ patientId: z.coerce.number() });
    for (const schema of [
      leaf,
      leaf.optional().nullable(),
      z.object({ visit: z.object({ items: z.array(leaf) }) }),
      z.union([z.object({ a: z.string() }), leaf]),
      z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), leaf.extend({ kind: z.literal('b') })]),
      z.intersection(z.object({ a: z.string() }), leaf),
      leaf.transform((v) => v.patientId),
      z.preprocess((v) => v, leaf),
      z.record(z.string(), leaf),
      z.tuple([z.string(), leaf]),
      z.lazy(() => leaf),
      leaf.default({ patientId: 1 }).readonly(),
    ]) {
      expect(schemaNames(schema, 'patientId')).toBe(true);
    }
  });

  it('and not where only a value or another key carries the word', () => {
    expect(schemaNames(z.object({ patient: z.literal('patientId'), accountId: z.number() }), 'patientId')).toBe(false);
    expect(schemaNames(z.array(z.enum(['patientId'])), 'patientId')).toBe(false);
    expect(schemaNames(z.string().describe('patientId'), 'patientId')).toBe(false);
  });

  it('a recursive schema ends', () => {
    type Node = { children: Node[] };
    const node: z.ZodType<Node> = z.object({ get children() { return z.array(node); } });
    expect(schemaNames(node, 'patientId')).toBe(false);
  });

  it('agrees with the JSON Schema of every schema the contracts export', () => {
    let compared = 0;
    for (const schema of Object.values(contracts)) {
      if (!(schema instanceof z.ZodType)) continue;
      let text: string;
      try {
        text = JSON.stringify(z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }));
      } catch {
        continue;
      }
      for (const key of ['patientId', 'accountId']) expect(schemaNames(schema, key), `${key} in ${text.slice(0, 80)}`).toBe(text.includes(`"${key}":`));
      compared += 1;
    }
    expect(compared).toBeGreaterThan(300);
  });
});
