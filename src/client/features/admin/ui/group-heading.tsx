/** The heading of one group in a grouped list, with how many it holds: 'Jerseys (4)'. */
export function GroupHeading({ name, count }: { name: string; count: number }) {
  return (
    <h2 className="mb-3 font-display text-xl font-semibold text-club-black">
      {name} <span className="text-sm font-normal text-neutral-500">({count})</span>
    </h2>
  );
}
