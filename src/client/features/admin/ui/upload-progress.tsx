/** How much of a file has been sent, as a bar screen readers read as a per cent (ADR 026). */
export function UploadProgress({ percent, label = 'Upload progress' }: { percent: number; label?: string }) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className="h-2 w-full overflow-hidden rounded-full bg-neutral-200"
    >
      <div className="h-full bg-club-red transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}

/** The submit button's text while a file is on its way: 'Uploading… 42%'. */
export const uploadingLabel = (percent: number) => `Uploading… ${percent}%`;
