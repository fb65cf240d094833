import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

describe('formatCountdown', () => {
  it('reads minutes and two-digit seconds', () => {
    expect(formatCountdown(30 * 60_000)).toBe('30分00秒');
    expect(formatCountdown(29 * 60_000 + 5_000)).toBe('29分05秒');
  });

  it('rounds part seconds up, so 0秒 is only the deadline itself', () => {
    expect(formatCountdown(29 * 60_000 + 4_001)).toBe('29分05秒');
    expect(formatCountdown(1)).toBe('1秒');
    expect(formatCountdown(0)).toBe('0秒');
    expect(formatCountdown(-5_000)).toBe('0秒');
  });

  it('adds hours when the window is longer', () => {
    expect(formatCountdown(3_600_000 + 2 * 60_000 + 3_000)).toBe('1小时02分03秒');
  });

  it('shows seconds alone under a minute', () => {
    expect(formatCountdown(45_000)).toBe('45秒');
  });
});
