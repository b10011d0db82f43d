import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { RESOURCES } from '../../src/registry/registry';
import { loadSchema } from '../../src/registry/schema';

describe('resource schemas load on demand', () => {
  const declared = RESOURCES.filter((r) => r.schema);

  it('the resources with a form declare their schema', () => {
    expect(declared.map((r) => r.name).sort()).toEqual(
      expect.arrayContaining(['categories', 'cities', 'daily_help', 'smart_solutions_labels', 'tags', 'visitors', 'welcome_message']),
    );
  });

  it.each(declared.map((r) => [r.name, r] as const))('%s loads a zod schema', async (_, r) => {
    const schema = await loadSchema(r.schema!);
    expect(schema).toBeInstanceOf(z.ZodType);
    // The server's own rules: an empty body is refused with field errors, not accepted.
    expect(schema.safeParse({}).success).toBe(false);
  });

  it('loads each schema once, whatever the number of forms asking', async () => {
    const schema = z.object({ name: z.string() });
    const load = vi.fn(() => Promise.resolve(schema));
    const [a, b] = await Promise.all([loadSchema(load), loadSchema(load)]);
    expect(a).toBe(schema);
    expect(b).toBe(schema);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed load (a chunk that did not arrive)', async () => {
    const schema = z.string();
    const load = vi.fn().mockRejectedValueOnce(new Error('Loading chunk failed')).mockResolvedValueOnce(schema);
    await expect(loadSchema(load)).rejects.toThrow('Loading chunk failed');
    await expect(loadSchema(load)).resolves.toBe(schema);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
