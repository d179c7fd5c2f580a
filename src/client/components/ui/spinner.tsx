import { Loader2 } from 'lucide-react';

/** A spinner with a visible label, as the landing page's loading states ('Loading teams...') need. */
export function Spinner({
  label,
  fullScreen = false,
  tone = 'light',
}: {
  label?: string;
  fullScreen?: boolean;
  /** 'dark' when it sits on a dark background. */
  tone?: 'light' | 'dark';
}) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={`flex items-center justify-center gap-3 py-8 ${tone === 'dark' ? 'text-neutral-200' : 'text-neutral-600'} ${fullScreen ? 'min-h-screen' : ''}`}
    >
      <Loader2 className={`h-6 w-6 animate-spin ${tone === 'dark' ? 'text-club-gold' : 'text-club-red'}`} aria-hidden />
      {label ? <span>{label}</span> : <span className="sr-only">Loading</span>}
    </div>
  );
}
