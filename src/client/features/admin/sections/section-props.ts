/** Every section screen gets its title (docs/product.md "Staff portal") from the registry (sections.tsx). */
export type SectionProps = { title: string };
