// The marker attributes the server writes around an island and the browser's entry reads.
export const ISLAND_ATTRIBUTE = 'data-island';
export const ISLAND_PROPS_ATTRIBUTE = 'data-props';
/** On the page's boot script: the modules it loads once the page has painted (boot.ts repeats the name, so it
 * shares no chunk with the entry). */
export const MODULES_ATTRIBUTE = 'data-modules';
