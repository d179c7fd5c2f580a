/**
 * Team features are typed as comma-separated text (docs/product.md "Validation messages"): split, trimmed, empties
 * dropped.
 */
export const splitFeatures = (text: string): string[] =>
  text
    .split(',')
    .map((feature) => feature.trim())
    .filter((feature) => feature.length > 0);

export const joinFeatures = (features: readonly string[]): string => features.join(', ');
