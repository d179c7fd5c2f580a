// Radix Tabs styled as a segmented control; arrow keys move between tabs.
import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={`inline-flex w-full max-w-md rounded-lg bg-neutral-200 p-1 sm:w-auto ${className}`}
      {...props}
    />
  );
}

export function TabsTrigger({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={`min-h-11 flex-1 rounded-md px-5 font-semibold text-neutral-700 transition-colors hover:text-club-black focus-visible:outline-2 focus-visible:outline-club-red data-[state=active]:bg-club-black data-[state=active]:text-white sm:flex-none ${className}`}
      {...props}
    />
  );
}

export function TabsContent({ className = '', ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={`focus-visible:outline-none ${className}`} {...props} />;
}
