// Every island (a part of a server-rendered public page that becomes interactive in the browser), by name: where
// its code is, for the server to name in the page (ADR 037), and how the browser loads it. Each island is
// its own chunk, so a page downloads only the islands it shows.
import type { ComponentType } from 'react';

type IslandModule = { default: ComponentType<never> };

export const ISLANDS = {
  navbar: {
    src: 'src/client/features/public/layout/navbar.tsx',
    load: () => import('../features/public/layout/navbar'),
  },
  contact: {
    src: 'src/client/features/public/landing/contact-island.tsx',
    load: () => import('../features/public/landing/contact-island'),
  },
  gallery: {
    src: 'src/client/features/public/gallery/gallery-browser.tsx',
    load: () => import('../features/public/gallery/gallery-browser'),
  },
  merchandise: {
    src: 'src/client/features/public/merchandise/merchandise-browser.tsx',
    load: () => import('../features/public/merchandise/merchandise-browser'),
  },
  register: {
    src: 'src/client/features/public/register/birth-date-island.tsx',
    load: () => import('../features/public/register/birth-date-island'),
  },
  'registration-send': {
    src: 'src/client/features/public/register/send-island.tsx',
    load: () => import('../features/public/register/send-island'),
  },
  'registration-sent': {
    src: 'src/client/features/public/register/forget-draft-island.tsx',
    load: () => import('../features/public/register/forget-draft-island'),
  },
  profiles: {
    src: 'src/client/features/public/profiles/profile-tabs.tsx',
    load: () => import('../features/public/profiles/profile-tabs'),
  },
} satisfies Record<string, { src: string; load: () => Promise<IslandModule> }>;

export type IslandName = keyof typeof ISLANDS;

export const isIslandName = (name: string | undefined): name is IslandName =>
  name !== undefined && Object.hasOwn(ISLANDS, name);
