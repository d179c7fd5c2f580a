// The marker attributes the server writes around an island and the browser's entry reads.
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
