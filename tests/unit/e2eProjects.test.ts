import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SECOND, WALK } from '../e2e/projects';

const SUFFIX = '.spec.ts';
const specs = readdirSync('tests/e2e').filter((f) => f.endsWith(SUFFIX));

describe("the second e2e server's project", () => {
  it('names spec files that exist', () => {
    expect(specs).toEqual(expect.arrayContaining(SECOND.map((name) => `${name}${SUFFIX}`)));
  });

  it('runs the walk of every screen first, before any flow writes to its data', () => {
    // Playwright's own order: a folder's entries sorted with localeCompare (runner/index.js).
    const order = specs.filter((f) => SECOND.includes(f.slice(0, -SUFFIX.length))).sort((a, b) => a.localeCompare(b));
    expect(order[0]).toBe(`${WALK}${SUFFIX}`);
  });
});
