import dayjs from 'dayjs';

/** 13812348000 → 138****8000; anything that is not 11 digits is shown as it is. */
export function maskPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return /^\d{11}$/.test(phone) ? `${phone.slice(0, 3)}****${phone.slice(7)}` : phone;
}

export function formatDate(value: string | number | Date | null | undefined, pattern = 'YYYY-MM-DD'): string {
  if (value === null || value === undefined || value === '') return '';
  const d = dayjs(value);
  return d.isValid() ? d.format(pattern) : '';
}

/**
 * Where to go after logging in: only a same-site path (starting with one '/') is honoured, so a
 * crafted `?redirect=https://…` or `//host` cannot send the buyer elsewhere.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  return value;
}
