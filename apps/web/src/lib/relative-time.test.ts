import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const NOW = new Date('2026-03-15T12:00:00+08:00').getTime();
const S = 1000;
const M = 60 * S;
const H = 60 * M;
const ago = (ms: number) => NOW - ms;

describe('relativeTime', () => {
  it('says 刚刚 under 30 seconds', () => {
    expect(relativeTime(ago(0), NOW)).toBe('刚刚');
    expect(relativeTime(ago(29_999), NOW)).toBe('刚刚');
  });

  it('counts minutes from 30 seconds up to 59 minutes', () => {
    expect(relativeTime(ago(30 * S), NOW)).toBe('1分钟前');
    expect(relativeTime(ago(5 * M), NOW)).toBe('5分钟前');
    expect(relativeTime(ago(59 * M), NOW)).toBe('59分钟前');
    expect(relativeTime(ago(60 * M - 1), NOW)).toBe('59分钟前');
  });

  it('counts hours from 60 minutes up to 23 h 59 m', () => {
    expect(relativeTime(ago(60 * M), NOW)).toBe('1小时前');
    expect(relativeTime(ago(23 * H + 59 * M), NOW)).toBe('23小时前');
  });

  it('says 1天前 from 24 h up to 47 h 59 m', () => {
    expect(relativeTime(ago(24 * H), NOW)).toBe('1天前');
    expect(relativeTime(ago(47 * H + 59 * M), NOW)).toBe('1天前');
  });

  it('shows the date from 48 hours on', () => {
    expect(relativeTime(ago(48 * H), NOW)).toBe('2026-03-13');
    expect(relativeTime('2025-12-31T08:00:00+08:00', NOW)).toBe('2025-12-31');
  });

  it('accepts Date, number and string; future times count as 刚刚', () => {
    expect(relativeTime(new Date(ago(2 * H)), NOW)).toBe('2小时前');
    expect(relativeTime(new Date(ago(2 * H)).toISOString(), NOW)).toBe('2小时前');
    expect(relativeTime(NOW + 5 * M, NOW)).toBe('刚刚');
    expect(relativeTime('not a date', NOW)).toBe('');
  });
});
