// The plain forms' address check (a registration's contact, a follower's address): something@somewhere.tld with no
// spaces. Plain TypeScript, no zod, so the public pages' forms carry no validation library.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const looksLikeEmail = (text: string): boolean => EMAIL.test(text);
