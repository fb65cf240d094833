/** Joins the class names that are set: `cx('a', on && 'b')`. */
export function cx(...names: (string | false | null | undefined | 0)[]): string {
  return names.filter(Boolean).join(' ');
}
