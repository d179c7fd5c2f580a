// A row of toggle buttons choosing what a list shows (a merchandise collection, an enquiry status); the chosen
// one is pressed (aria-pressed), and the group is named for screen readers.
export function FilterButtons<T extends string | null>({
  legend,
  options,
  value,
  label = String,
  onChange,
  className = 'mb-6',
}: {
  legend: string;
  options: readonly T[];
  value: T;
  label?: (option: T) => string;
  onChange: (option: T) => void;
  className?: string;
}) {
  return (
    <fieldset className={`flex flex-wrap gap-2 ${className}`}>
      <legend className="sr-only">{legend}</legend>
      {options.map((option) => (
        <button
          key={option ?? ''}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={`min-h-11 rounded-full px-4 text-sm font-semibold ${
            value === option
              ? 'bg-club-black text-white'
              : 'border border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-100'
          }`}
        >
          {label(option)}
        </button>
      ))}
    </fieldset>
  );
}
