import { Loader2 } from 'lucide-react';

/** The text a list shows while it is fetched (docs/product.md "Staff portal"). */
export function LoadingText({ children }: { children: string }) {
  return (
    <p role="status" className="flex items-center gap-2 py-8 text-neutral-600">
      <Loader2 className="h-5 w-5 animate-spin text-club-red" aria-hidden />
      {children}
    </p>
  );
}

export function EmptyText({ children }: { children: string }) {
  return (
    <p className="rounded-lg border border-dashed border-neutral-300 bg-white px-4 py-10 text-center text-neutral-600">
      {children}
    </p>
  );
}

/** A list that could not be read: says so rather than looking empty. */
export function ListError({ what }: { what: string }) {
  return (
    <p role="alert" className="rounded-lg border border-club-red bg-red-50 px-4 py-6 text-club-red">
      Could not load {what}. Check your connection and reload the page.
    </p>
  );
}
