/** Team features are typed as comma-separated text (spec section 5): split, trimmed, empties dropped. */
export const splitFeatures = (text: string): string[] =>
  text
    .split(',')
    .map((feature) => feature.trim())
    .filter((feature) => feature.length > 0);

export const joinFeatures = (features: readonly string[]): string => features.join(', ');
