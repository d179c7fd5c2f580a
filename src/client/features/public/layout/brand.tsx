import { CLUB } from '../../../../shared/constants';

/** The logo and brand word; the logo is a public file so server and browser load it the same way. */
export function Brand({ size = 40, light = true }: { size?: number; light?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <img src="/logo.svg" width={size} height={size} alt="" className="shrink-0" />
      <span className={`font-display text-2xl font-bold tracking-wide ${light ? 'text-white' : 'text-club-black'}`}>
        {CLUB.brandWord}
      </span>
    </span>
  );
}
