import { GALLERY_CATEGORY_SUGGESTIONS } from '../../../../../shared/constants';

/** The suggested categories (docs/product.md "Constants and limits") plus those already used. */
export const categorySuggestions = (used: string[] = []) => [...new Set([...GALLERY_CATEGORY_SUGGESTIONS, ...used])];

/** The suggestions as a list for category inputs (`list={id}`). */
export function CategorySuggestions({ id, used }: { id: string; used?: string[] }) {
  return (
    <datalist id={id}>
      {categorySuggestions(used).map((category) => (
        <option key={category} value={category} />
      ))}
    </datalist>
  );
}
