/** The club's fee information from Site Settings (amounts and how to pay), as staff wrote it; nothing when blank. */
export function FeeInformation({ text }: { text: string | undefined }) {
  if (!text?.trim()) return null;
  return (
    <section
      aria-labelledby="fee-information"
      className="rounded-xl border-l-4 border-club-gold bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id="fee-information" className="font-display text-2xl font-bold uppercase tracking-wide">
        Fees
      </h2>
      <p className="mt-2 whitespace-pre-line break-words text-neutral-800">{text.trim()}</p>
    </section>
  );
}
