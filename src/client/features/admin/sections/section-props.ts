/** Every section screen gets its spec title from the registry (sections.tsx). */
export type SectionProps = { title: string };
