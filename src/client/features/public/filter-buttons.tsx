/** A row of toggle buttons choosing one value or all (spec: gallery categories, merchandise collections). */
export function FilterButtons({
  label,
  options,
  allLabel,
  value,
  onChange,
}: {
  label: string;
  options: readonly string[];
  allLabel: string;
  value: string | null;
  onChange: (value: string | null) => void;
}) {
  const button = (key: string, text: string, pressed: boolean, next: string | null) => (
    <button
      key={key}
      type="button"
      aria-pressed={pressed}
      onClick={() => onChange(next)}
      className="min-h-11 rounded-full border-2 border-club-black px-5 text-sm font-semibold text-club-black transition-colors hover:bg-stone-200 aria-pressed:bg-club-black aria-pressed:text-white"
    >
      {text}
    </button>
  );
  return (
    // biome-ignore lint/a11y/useSemanticElements: a toolbar of toggles, not a form fieldset
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {button('__all', allLabel, value === null, null)}
      {options.map((option) => button(option, option, value === option, option))}
    </div>
  );
}
