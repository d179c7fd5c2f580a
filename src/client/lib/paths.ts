// Every route path of spec section 2, in one place.
import type { AdminSection } from '../../shared/constants';

export const paths = {
  home: '/',
  gallery: '/gallery',
  sponsors: '/sponsors',
  merchandise: '/merchandise',
  profiles: '/profiles',
  auth: '/auth',
  admin: '/admin',
  adminSection: (section: AdminSection) => `/admin/${section}`,
} as const;

/** API paths double as query keys. */
export const api = {
  user: '/api/user',
  login: '/api/login',
  logout: '/api/logout',
  register: '/api/register',
  about: '/api/about',
  clubManagement: '/api/club-management',
  teams: '/api/teams',
  pathway: '/api/pathway',
  international: '/api/international',
  gallery: '/api/gallery',
  news: '/api/news',
  sponsors: '/api/sponsors',
  merchandise: '/api/merchandise',
  players: '/api/players',
  coaches: '/api/coaches',
  settings: '/api/settings',
  contact: '/api/contact',
  upload: '/api/admin/upload',
  inquiries: '/api/admin/inquiries',
  admin: (path: string, id?: string) => (id ? `/api/admin/${path}/${id}` : `/api/admin/${path}`),
} as const;
