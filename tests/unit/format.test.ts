import { describe, expect, it } from 'vitest';
import { formatAtLeast } from '../../src/client/lib/format.js';

describe('formatAtLeast', () => {
  it('rounds down, so the figure never claims more than there is', () => {
    expect(formatAtLeast(18_600)).toBe('18K+');
    expect(formatAtLeast(1_000)).toBe('1K+');
    expect(formatAtLeast(999)).toBe('990+');
    expect(formatAtLeast(66)).toBe('60+');
    expect(formatAtLeast(20)).toBe('20+');
    expect(formatAtLeast(19)).toBe('19');
    expect(formatAtLeast(0)).toBe('0');
  });
});
