import { GALLERY_CATEGORY_SUGGESTIONS } from '../../../../../shared/constants';

/** The suggested categories (spec section 9) plus those already used, for a category input's list. */
export function CategorySuggestions({ id, used = [] }: { id: string; used?: string[] }) {
  const all = [...new Set([...GALLERY_CATEGORY_SUGGESTIONS, ...used])];
  return (
    <datalist id={id}>
      {all.map((category) => (
        <option key={category} value={category} />
      ))}
    </datalist>
  );
}
