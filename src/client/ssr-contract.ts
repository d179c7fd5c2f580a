// What the server-rendered HTML and the client agree on.
export const DEHYDRATED_STATE_ID = 'dehydrated-state';
