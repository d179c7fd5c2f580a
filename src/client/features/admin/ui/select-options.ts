export type Option = { value: string; label: string };

/**
 * A select must be able to show the value an item already has, even one no longer among the choices; otherwise
 * the form would show one value and save another.
 */
export function withCurrent(options: readonly Option[], current: string | null | undefined): Option[] {
  if (!current || options.some((option) => option.value === current)) return [...options];
  return [...options, { value: current, label: current }];
}
