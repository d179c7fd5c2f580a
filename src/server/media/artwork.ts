// Basketball-themed artwork drawn as SVG and rasterised with sharp: demo content and the site's stock images are
// made on this machine, so nothing is downloaded and no real child appears in them.
import sharp from 'sharp';

export const PALETTE = {
  red: '#CE1126',
  redDark: '#8E0B1A',
  gold: '#FCD116',
  black: '#111111',
  charcoal: '#26262B',
  orange: '#E8742A',
  court: '#C98A4B',
  white: '#FFFFFF',
  blue: '#1D4ED8',
  green: '#15803D',
  sky: '#0EA5E9',
  sea: '#0E7490',
} as const;

/**
 * The shapes photos come in (16:9 from cameras, 4:3 and 3:4 from phones): demo pictures cycle through them, so
 * every card frame on the demo site shows a picture cropped to it, as it will with the club's own photos.
 */
const PHOTO_SHAPES = [
  { width: 1280, height: 720 },
  { width: 1200, height: 900 },
  { width: 900, height: 1200 },
] as const;

export const photoShape = (index: number) => PHOTO_SHAPES[index % PHOTO_SHAPES.length]!;

export type Motif = 'ball' | 'hoop' | 'trophy' | 'cones' | 'huddle' | 'plane' | 'lights' | 'palms' | 'dribble';

export type SceneOptions = {
  width: number;
  height: number;
  from: string;
  to: string;
  accent: string;
  motif: Motif;
  /** Where the motif sits, as a fraction of the width. */
  motifX?: number;
};

function basketball(cx: number, cy: number, r: number): string {
  const s = r * 0.05;
  return `<g transform="translate(${cx} ${cy})">
    <circle r="${r}" fill="url(#ballShade)" stroke="#1a1a1a" stroke-width="${s}"/>
    <g fill="none" stroke="#1a1a1a" stroke-width="${s}" stroke-linecap="round">
      <path d="M ${-r} 0 H ${r} M 0 ${-r} V ${r}"/>
      <path d="M ${-r * 0.72} ${-r * 0.69} C ${-r * 0.2} ${-r * 0.3} ${-r * 0.2} ${r * 0.3} ${-r * 0.72} ${r * 0.69}"/>
      <path d="M ${r * 0.72} ${-r * 0.69} C ${r * 0.2} ${-r * 0.3} ${r * 0.2} ${r * 0.3} ${r * 0.72} ${r * 0.69}"/>
    </g></g>`;
}

function motionLines(x: number, y: number, length: number, color: string, n = 5): string {
  return Array.from({ length: n }, (_, i) => {
    const dy = (i - (n - 1) / 2) * length * 0.12;
    const l = length * (1 - Math.abs(i - (n - 1) / 2) * 0.15);
    return `<line x1="${x - l}" y1="${y + dy}" x2="${x}" y2="${y + dy}" stroke="${color}" stroke-width="${length * 0.03}" stroke-linecap="round" opacity="0.7"/>`;
  }).join('');
}

function hoop(cx: number, cy: number, size: number, accent: string): string {
  const w = size;
  return `<g transform="translate(${cx} ${cy})">
    <rect x="${-w * 0.6}" y="${-w * 0.75}" width="${w * 1.2}" height="${w * 0.8}" rx="${w * 0.03}" fill="#ffffff" opacity="0.92"/>
    <rect x="${-w * 0.22}" y="${-w * 0.45}" width="${w * 0.44}" height="${w * 0.32}" fill="none" stroke="${accent}" stroke-width="${w * 0.03}"/>
    <ellipse cx="0" cy="${w * 0.05}" rx="${w * 0.3}" ry="${w * 0.06}" fill="none" stroke="${PALETTE.orange}" stroke-width="${w * 0.04}"/>
    <g stroke="#ffffff" stroke-width="${w * 0.012}" opacity="0.9">
      ${Array.from({ length: 7 }, (_, i) => {
        const x = -w * 0.28 + (i * w * 0.56) / 6;
        return `<line x1="${x}" y1="${w * 0.07}" x2="${x * 0.6}" y2="${w * 0.45}"/>`;
      }).join('')}
      <line x1="${-w * 0.25}" y1="${w * 0.2}" x2="${w * 0.25}" y2="${w * 0.2}"/>
      <line x1="${-w * 0.2}" y1="${w * 0.33}" x2="${w * 0.2}" y2="${w * 0.33}"/>
    </g></g>`;
}

function trophy(cx: number, cy: number, size: number): string {
  const s = size;
  return `<g transform="translate(${cx} ${cy})" fill="${PALETTE.gold}" stroke="#7a5a00" stroke-width="${s * 0.015}">
    <path d="M ${-s * 0.35} ${-s * 0.5} H ${s * 0.35} V ${-s * 0.2} C ${s * 0.35} ${s * 0.1} ${s * 0.15} ${s * 0.2} 0 ${s * 0.2} C ${-s * 0.15} ${s * 0.2} ${-s * 0.35} ${s * 0.1} ${-s * 0.35} ${-s * 0.2} Z"/>
    <path d="M ${-s * 0.35} ${-s * 0.42} H ${-s * 0.55} V ${-s * 0.3} C ${-s * 0.55} ${-s * 0.1} ${-s * 0.45} 0 ${-s * 0.3} ${s * 0.02}" fill="none" stroke-width="${s * 0.05}" stroke="${PALETTE.gold}"/>
    <path d="M ${s * 0.35} ${-s * 0.42} H ${s * 0.55} V ${-s * 0.3} C ${s * 0.55} ${-s * 0.1} ${s * 0.45} 0 ${s * 0.3} ${s * 0.02}" fill="none" stroke-width="${s * 0.05}" stroke="${PALETTE.gold}"/>
    <rect x="${-s * 0.07}" y="${s * 0.2}" width="${s * 0.14}" height="${s * 0.18}"/>
    <rect x="${-s * 0.28}" y="${s * 0.38}" width="${s * 0.56}" height="${s * 0.12}" rx="${s * 0.02}"/>
  </g>`;
}

function cones(cx: number, cy: number, size: number): string {
  return [-1, 0, 1]
    .map((i) => {
      const x = cx + i * size * 0.55;
      const y = cy + Math.abs(i) * size * 0.12;
      const h = size * 0.45;
      return `<path d="M ${x - h * 0.35} ${y + h / 2} L ${x} ${y - h / 2} L ${x + h * 0.35} ${y + h / 2} Z" fill="${PALETTE.orange}" stroke="#1a1a1a" stroke-width="${size * 0.01}"/>
      <rect x="${x - h * 0.45}" y="${y + h / 2 - h * 0.06}" width="${h * 0.9}" height="${h * 0.1}" fill="#1a1a1a"/>`;
    })
    .join('');
}

function huddle(cx: number, cy: number, size: number, accent: string): string {
  const people = 8;
  const ring = Array.from({ length: people }, (_, i) => {
    const a = (i / people) * Math.PI * 2;
    const x = cx + Math.cos(a) * size * 0.42;
    const y = cy + Math.sin(a) * size * 0.42;
    const color = i % 2 === 0 ? accent : PALETTE.white;
    return `<ellipse cx="${x}" cy="${y}" rx="${size * 0.15}" ry="${size * 0.1}" transform="rotate(${(a * 180) / Math.PI + 90} ${x} ${y})" fill="${color}" opacity="0.95"/>
      <circle cx="${cx + Math.cos(a) * size * 0.3}" cy="${cy + Math.sin(a) * size * 0.3}" r="${size * 0.065}" fill="#3b2a20"/>`;
  }).join('');
  return ring + basketball(cx, cy, size * 0.12);
}

function plane(cx: number, cy: number, size: number): string {
  const s = size;
  return `<path d="M ${cx - s * 1.1} ${cy + s * 0.5} Q ${cx - s * 0.3} ${cy - s * 0.6} ${cx + s * 0.2} ${cy - s * 0.1}" fill="none" stroke="#ffffff" stroke-width="${s * 0.025}" stroke-dasharray="${s * 0.06} ${s * 0.05}" opacity="0.8"/>
    <g transform="translate(${cx + s * 0.35} ${cy - s * 0.2}) rotate(-25) scale(${s / 100})" fill="#ffffff">
      <path d="M -40 -4 L 30 -4 Q 42 0 30 4 L -40 4 Z"/>
      <path d="M 0 -3 L -15 -32 L -6 -32 L 18 -3 Z"/>
      <path d="M 0 3 L -15 32 L -6 32 L 18 3 Z"/>
      <path d="M -36 -3 L -44 -16 L -39 -16 L -28 -3 Z"/>
      <path d="M -36 3 L -44 16 L -39 16 L -28 3 Z"/>
    </g>`;
}

function lights(width: number, height: number): string {
  return [0.15, 0.5, 0.85]
    .map((fx) => {
      const x = width * fx;
      return `<path d="M ${x} ${height * 0.08} L ${x - width * 0.18} ${height} L ${x + width * 0.18} ${height} Z" fill="url(#beam)"/>
        <circle cx="${x}" cy="${height * 0.08}" r="${height * 0.05}" fill="#fffbe6"/>
        <circle cx="${x}" cy="${height * 0.08}" r="${height * 0.12}" fill="url(#glow)"/>`;
    })
    .join('');
}

function palms(width: number, height: number): string {
  const tree = (x: number, h: number, lean: number) => {
    const topX = x + lean;
    const topY = height - h;
    const leaves = [-150, -115, -65, -30, -90, 0, 180]
      .map((deg) => {
        const a = (deg * Math.PI) / 180;
        const len = h * 0.32;
        const ex = topX + Math.cos(a) * len;
        const ey = topY + Math.sin(a) * len * 0.7 + len * 0.25;
        return `<path d="M ${topX} ${topY} Q ${(topX + ex) / 2} ${Math.min(topY, ey) - len * 0.25} ${ex} ${ey}" fill="none" stroke="#0b3d2e" stroke-width="${h * 0.035}" stroke-linecap="round"/>`;
      })
      .join('');
    return `<path d="M ${x} ${height} Q ${x + lean * 0.2} ${height - h * 0.5} ${topX} ${topY}" fill="none" stroke="#3b2a20" stroke-width="${h * 0.04}" stroke-linecap="round"/>${leaves}`;
  };
  return tree(width * 0.12, height * 0.7, width * 0.04) + tree(width * 0.88, height * 0.6, -width * 0.05);
}

function motif(o: SceneOptions): string {
  const { width: w, height: h } = o;
  const cx = w * (o.motifX ?? 0.62);
  const cy = h * 0.45;
  const size = Math.min(w, h) * 0.55;
  switch (o.motif) {
    case 'ball':
      return motionLines(cx - size * 0.35, cy, size * 0.9, '#ffffff') + basketball(cx, cy, size * 0.4);
    case 'dribble':
      return (
        hoop(w * 0.82, h * 0.3, size * 0.55, o.accent) +
        motionLines(cx - size * 0.25, cy + size * 0.1, size * 0.8, '#ffffff') +
        basketball(cx - size * 0.05, cy + size * 0.1, size * 0.3)
      );
    case 'hoop':
      return (
        hoop(cx, cy - size * 0.05, size * 0.9, o.accent) + basketball(cx - size * 0.1, cy - size * 0.5, size * 0.16)
      );
    case 'trophy':
      return trophy(cx, cy, size * 0.9) + basketball(cx + size * 0.45, cy + size * 0.3, size * 0.18);
    case 'cones':
      return cones(cx, cy + size * 0.15, size * 0.7) + basketball(cx + size * 0.5, cy - size * 0.25, size * 0.16);
    case 'huddle':
      return huddle(cx, cy, size * 0.9, o.accent);
    case 'plane':
      return plane(cx, cy, size * 0.8) + basketball(cx - size * 0.75, cy + size * 0.35, size * 0.16);
    case 'lights':
      return lights(w, h) + basketball(cx, cy + size * 0.2, size * 0.25);
    case 'palms':
      return (
        palms(w, h) + hoop(cx, cy, size * 0.6, o.accent) + basketball(cx + size * 0.3, cy + size * 0.45, size * 0.15)
      );
  }
}

function defs(accent: string, from: string, to: string): string {
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
    <radialGradient id="ballShade" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#f7a15e"/><stop offset="0.6" stop-color="${PALETTE.orange}"/><stop offset="1" stop-color="#a64b12"/></radialGradient>
    <radialGradient id="glow"><stop offset="0" stop-color="#fffbe6" stop-opacity="0.8"/><stop offset="1" stop-color="#fffbe6" stop-opacity="0"/></radialGradient>
    <linearGradient id="beam" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fffbe6" stop-opacity="0.35"/><stop offset="1" stop-color="#fffbe6" stop-opacity="0"/></linearGradient>
    <pattern id="dots" width="18" height="18" patternUnits="userSpaceOnUse"><circle cx="9" cy="9" r="2" fill="${accent}" opacity="0.18"/></pattern>
  </defs>`;
}

function courtLines(w: number, h: number): string {
  const r = Math.min(w, h) * 0.35;
  return `<g fill="none" stroke="#ffffff" stroke-opacity="0.16" stroke-width="${Math.max(3, w * 0.004)}">
    <circle cx="${w * 0.5}" cy="${h * 1.05}" r="${r}"/>
    <circle cx="${w * 0.5}" cy="${h * 1.05}" r="${r * 0.35}"/>
    <path d="M ${w * 0.08} ${h} V ${h * 0.55} A ${w * 0.42} ${w * 0.42} 0 0 1 ${w * 0.92} ${h * 0.55} V ${h}"/>
  </g>`;
}

/** A court scene: gradient, texture, court lines, a stripe in the flag's colours and a motif. No words: the card
 * beside it has the title, and a caption baked in would be cut off by the frames that crop it. */
export function sceneSvg(o: SceneOptions): string {
  const { width: w, height: h } = o;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${defs(o.accent, o.from, o.to)}
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <rect width="${w}" height="${h}" fill="url(#dots)"/>
    ${courtLines(w, h)}
    <path d="M ${w * 0.55} 0 L ${w * 0.7} 0 L ${w * 0.35} ${h} L ${w * 0.2} ${h} Z" fill="${o.accent}" opacity="0.22"/>
    <path d="M ${w * 0.72} 0 L ${w * 0.76} 0 L ${w * 0.41} ${h} L ${w * 0.37} ${h} Z" fill="#ffffff" opacity="0.12"/>
    ${motif(o)}
  </svg>`;
}

type PortraitOptions = {
  width: number;
  height: number;
  from: string;
  to: string;
  jersey: string;
  trim: string;
  /** A playing vest for players, a club polo for coaches and management. */
  kit: 'vest' | 'polo';
  skin: string;
};

/** Who a demo portrait shows: each role has its own kit and colours. */
export type PortraitRole = 'player' | 'coach' | 'management';

const ROLE_LOOKS: Record<PortraitRole, Omit<PortraitOptions, 'skin'>> = {
  player: {
    width: 640,
    height: 800,
    from: PALETTE.charcoal,
    to: PALETTE.black,
    jersey: PALETTE.red,
    trim: PALETTE.gold,
    kit: 'vest',
  },
  coach: {
    width: 640,
    height: 800,
    from: PALETTE.redDark,
    to: PALETTE.black,
    jersey: PALETTE.black,
    trim: PALETTE.gold,
    kit: 'polo',
  },
  management: {
    width: 480,
    height: 480,
    from: PALETTE.charcoal,
    to: PALETTE.black,
    jersey: PALETTE.red,
    trim: PALETTE.gold,
    kit: 'polo',
  },
};

/** The skin tones demo portraits take in turn. */
export const SKIN = ['#5b3a29', '#7a4b2e', '#8d5a3b', '#6b4430', '#9c6b4a'];

/** The demo site's portrait of someone in `role`, with the given skin tone. */
export function demoPortrait(role: PortraitRole, skin: string): string {
  return portraitSvg({ ...ROLE_LOOKS[role], skin });
}

/** A head-and-shoulders silhouette in club kit: a stand-in for a photo, never a real person. */
function portraitSvg(o: PortraitOptions): string {
  const { width: w, height: h } = o;
  const cx = w / 2;
  const headR = w * 0.17;
  const headY = h * 0.36;
  const shoulderY = h * 0.62;
  // A player's vest has side panels; a coach's polo a collar. No number: drawn digits are words in a picture.
  const kitDetail =
    o.kit === 'polo'
      ? `<path d="M ${cx - w * 0.08} ${shoulderY + h * 0.02} L ${cx} ${shoulderY + h * 0.1} L ${cx + w * 0.08} ${shoulderY + h * 0.02}" fill="none" stroke="${o.trim}" stroke-width="${w * 0.025}"/>`
      : `<path d="M ${cx - w * 0.3} ${shoulderY + h * 0.08} L ${cx - w * 0.34} ${h} M ${cx + w * 0.3} ${shoulderY + h * 0.08} L ${cx + w * 0.34} ${h}" stroke="${o.trim}" stroke-width="${w * 0.03}"/>
        <circle cx="${cx}" cy="${h * 0.85}" r="${w * 0.07}" fill="none" stroke="${o.trim}" stroke-width="${w * 0.02}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><linearGradient id="bg" x1="0" y1="0" x2="0.6" y2="1"><stop offset="0" stop-color="${o.from}"/><stop offset="1" stop-color="${o.to}"/></linearGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <circle cx="${w * 0.85}" cy="${h * 0.12}" r="${w * 0.45}" fill="none" stroke="#ffffff" stroke-opacity="0.08" stroke-width="${w * 0.06}"/>
    <rect x="${cx - w * 0.07}" y="${headY + headR * 0.7}" width="${w * 0.14}" height="${h * 0.12}" fill="${o.skin}"/>
    <circle cx="${cx}" cy="${headY}" r="${headR}" fill="${o.skin}"/>
    <path d="M ${cx - headR * 1.02} ${headY - headR * 0.1} A ${headR * 1.02} ${headR * 1.02} 0 0 1 ${cx + headR * 1.02} ${headY - headR * 0.1} Q ${cx} ${headY - headR * 0.75} ${cx - headR * 1.02} ${headY - headR * 0.1} Z" fill="#1f1410"/>
    <path d="M ${cx - w * 0.42} ${h} L ${cx - w * 0.38} ${shoulderY + h * 0.08} Q ${cx - w * 0.34} ${shoulderY} ${cx - w * 0.2} ${shoulderY - h * 0.02} L ${cx + w * 0.2} ${shoulderY - h * 0.02} Q ${cx + w * 0.34} ${shoulderY} ${cx + w * 0.38} ${shoulderY + h * 0.08} L ${cx + w * 0.42} ${h} Z" fill="${o.jersey}"/>
    <path d="M ${cx - w * 0.11} ${shoulderY - h * 0.02} Q ${cx} ${shoulderY + h * 0.07} ${cx + w * 0.11} ${shoulderY - h * 0.02}" fill="none" stroke="${o.trim}" stroke-width="${w * 0.02}"/>
    ${kitDetail}
  </svg>`;
}

export type LogoShape = 'circle' | 'hexagon' | 'shield' | 'diamond' | 'wave';

/** A sponsor's logo: a geometric mark and bars standing in for a wordmark, on white. The name only varies the bars. */
export function logoSvg(name: string, shape: LogoShape, primary: string, secondary: string): string {
  const w = 640;
  const h = 320;
  const mx = 130;
  const my = 160;
  const marks: Record<LogoShape, string> = {
    circle: `<circle cx="${mx}" cy="${my}" r="80" fill="${primary}"/><circle cx="${mx}" cy="${my}" r="42" fill="${secondary}"/>`,
    hexagon: `<path d="M ${mx} ${my - 85} L ${mx + 74} ${my - 42} L ${mx + 74} ${my + 42} L ${mx} ${my + 85} L ${mx - 74} ${my + 42} L ${mx - 74} ${my - 42} Z" fill="${primary}"/><path d="M ${mx - 30} ${my + 30} L ${mx} ${my - 40} L ${mx + 30} ${my + 30} Z" fill="${secondary}"/>`,
    shield: `<path d="M ${mx - 70} ${my - 80} H ${mx + 70} V ${my} Q ${mx + 70} ${my + 60} ${mx} ${my + 90} Q ${mx - 70} ${my + 60} ${mx - 70} ${my} Z" fill="${primary}"/><path d="M ${mx - 70} ${my - 80} L ${mx + 70} ${my + 20} V ${my - 80} Z" fill="${secondary}" opacity="0.9"/>`,
    diamond: `<rect x="${mx - 60}" y="${my - 60}" width="120" height="120" transform="rotate(45 ${mx} ${my})" fill="${primary}"/><rect x="${mx - 25}" y="${my - 25}" width="50" height="50" transform="rotate(45 ${mx} ${my})" fill="${secondary}"/>`,
    wave: `<rect x="${mx - 80}" y="${my - 80}" width="160" height="160" rx="32" fill="${primary}"/><path d="M ${mx - 70} ${my + 10} Q ${mx - 35} ${my - 30} ${mx} ${my + 10} T ${mx + 70} ${my + 10}" fill="none" stroke="${secondary}" stroke-width="16" stroke-linecap="round"/>`,
  };
  // Bars where a wordmark would be: the sponsor's name is the card's heading, not part of the picture.
  const long = 200 + ((name.length * 37) % 130);
  const bars = `<rect x="240" y="122" width="${long}" height="34" rx="17" fill="${primary}"/>
    <rect x="240" y="172" width="${Math.round(long * 0.6)}" height="22" rx="11" fill="#a8a29e"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <rect width="${w}" height="${h}" fill="#ffffff"/>${marks[shape]}${bars}</svg>`;
}

export type MerchKind = 'jersey' | 'tee' | 'hoodie' | 'shorts' | 'cap' | 'ball' | 'bottle' | 'bag' | 'band';

/** A product shot: one item in club colours on a studio backdrop. */
export function merchSvg(kind: MerchKind, color: string, trim: string): string {
  const w = 800;
  const h = 800;
  const items: Record<MerchKind, string> = {
    jersey: `<path d="M 290 170 Q 400 250 510 170 L 580 190 Q 560 300 600 330 L 600 660 L 200 660 L 200 330 Q 240 300 220 190 Z" fill="${color}" stroke="${trim}" stroke-width="14"/>
      <rect x="200" y="400" width="400" height="44" fill="${trim}"/><circle cx="400" cy="300" r="46" fill="none" stroke="${trim}" stroke-width="12"/>`,
    tee: `<path d="M 300 170 Q 400 230 500 170 L 650 240 L 600 350 L 540 320 L 540 650 L 260 650 L 260 320 L 200 350 L 150 240 Z" fill="${color}"/>
      <circle cx="400" cy="390" r="70" fill="none" stroke="${trim}" stroke-width="16"/>`,
    hoodie: `<path d="M 320 150 Q 400 90 480 150 L 660 260 L 620 380 L 560 350 L 560 660 L 240 660 L 240 350 L 180 380 L 140 260 Z" fill="${color}"/>
      <path d="M 330 160 Q 400 260 470 160" fill="none" stroke="${trim}" stroke-width="14"/>
      <rect x="300" y="520" width="200" height="90" rx="20" fill="none" stroke="${trim}" stroke-width="10"/>`,
    shorts: `<path d="M 220 220 H 580 L 620 620 L 430 620 L 400 420 L 370 620 L 180 620 Z" fill="${color}"/>
      <rect x="220" y="220" width="360" height="40" fill="${trim}"/>`,
    cap: `<path d="M 210 470 Q 220 230 400 220 Q 580 230 590 470 Z" fill="${color}"/>
      <path d="M 200 470 Q 400 440 680 500 Q 600 560 420 540 Q 260 530 200 470 Z" fill="${trim}"/>
      <circle cx="400" cy="225" r="16" fill="${trim}"/>`,
    ball: `<g transform="translate(400 420)"><circle r="230" fill="url(#ballShade)" stroke="#1a1a1a" stroke-width="10"/>
      <g fill="none" stroke="#1a1a1a" stroke-width="10"><path d="M -230 0 H 230 M 0 -230 V 230"/>
      <path d="M -165 -160 C -45 -70 -45 70 -165 160"/><path d="M 165 -160 C 45 -70 45 70 165 160"/></g></g>`,
    bottle: `<rect x="330" y="250" width="140" height="420" rx="40" fill="${color}"/>
      <rect x="355" y="170" width="90" height="90" rx="14" fill="${trim}"/>
      <rect x="330" y="400" width="140" height="70" fill="${trim}" opacity="0.85"/>`,
    bag: `<path d="M 230 260 H 570 L 600 660 H 200 Z" fill="${color}"/>
      <path d="M 310 270 Q 310 150 400 150 Q 490 150 490 270" fill="none" stroke="${trim}" stroke-width="22"/>
      <circle cx="400" cy="440" r="70" fill="none" stroke="${trim}" stroke-width="14"/>`,
    band: `<ellipse cx="400" cy="420" rx="230" ry="120" fill="none" stroke="${color}" stroke-width="70"/>
      <ellipse cx="400" cy="420" rx="230" ry="120" fill="none" stroke="${trim}" stroke-width="12" stroke-dasharray="40 30"/>`,
  };
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    <defs><radialGradient id="studio" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d6d3d1"/></radialGradient>
    <radialGradient id="ballShade" cx="0.35" cy="0.3" r="0.8"><stop offset="0" stop-color="#f7a15e"/><stop offset="0.6" stop-color="${PALETTE.orange}"/><stop offset="1" stop-color="#a64b12"/></radialGradient></defs>
    <rect width="${w}" height="${h}" fill="url(#studio)"/>
    <ellipse cx="400" cy="700" rx="260" ry="30" fill="#000000" opacity="0.12"/>
    ${items[kind]}
  </svg>`;
}

/** Rasterises an SVG to PNG bytes, the kind of file a person would upload. */
export function rasterise(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}
