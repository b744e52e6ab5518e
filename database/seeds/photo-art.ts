/**
 * Flat illustrations for the demo photos. Each drawing is centred on the origin and fits a
 * box of roughly 360 x 260, so the same art works for 640x480 listings and 800x450 banners.
 */

export type Art =
  | 'pram'
  | 'stroller'
  | 'carseat'
  | 'booster'
  | 'crib'
  | 'dresser'
  | 'rocker'
  | 'mobile'
  | 'onesie'
  | 'jacket'
  | 'shoes'
  | 'teddy'
  | 'blocks'
  | 'stacker'
  | 'train'
  | 'bottle'
  | 'highchair'
  | 'bowl'
  | 'bathtub'
  | 'towel'
  | 'mat'
  | 'books'
  | 'openbook'
  | 'moon'
  | 'piggy'
  | 'heart'
  | 'house'
  | 'monitor'
  | 'carrier'
  | 'pump';

export interface PhotoSpec {
  file: string;
  width: number;
  height: number;
  art: Art;
  /** main colour of the item */
  accent: string;
  /** soft background colour */
  background: string;
  /** 0 = full view, 1 = close-up, 2 = shifted view on a lighter background */
  variant: number;
  /** draws a price tag in the corner (deal banners) */
  tag?: boolean;
}

const INK = '#3d3a4b';
const WHITE = '#fffdf8';

function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const next = amount < 0 ? c * (1 + amount) : c + (255 - c) * amount;
    return Math.max(0, Math.min(255, Math.round(next)));
  };
  return `#${[16, 8, 0].map((s) => channel(s).toString(16).padStart(2, '0')).join('')}`;
}

function wheel(x: number, y: number, r: number): string {
  return `<circle cx="${x}" cy="${y}" r="${r}" fill="${INK}"/><circle cx="${x}" cy="${y}" r="${r * 0.42}" fill="${WHITE}"/>`;
}

const drawings: Record<Art, (a: string) => string> = {
  pram: (a) => `
    <path d="M-60,60 L-85,95 M40,60 L75,95" stroke="${INK}" stroke-width="9" stroke-linecap="round"/>
    <path d="M-125,-10 H110 Q110,62 40,62 H-60 Q-125,62 -125,-10 Z" fill="${a}"/>
    <path d="M-125,-10 A105,105 0 0 1 -20,-115 L-20,-10 Z" fill="${shade(a, -0.2)}"/>
    <path d="M-20,-10 L-96,-84 M-20,-10 L-57,-108" stroke="${shade(a, 0.25)}" stroke-width="5"/>
    <path d="M110,-10 L150,-85 M135,-85 H170" stroke="${INK}" stroke-width="9" stroke-linecap="round"/>
    <rect x="-110" y="5" width="205" height="10" rx="5" fill="${shade(a, 0.35)}"/>
    ${wheel(-85, 98, 32)}${wheel(75, 98, 32)}`,
  stroller: (a) => `
    <path d="M-90,110 L40,-110 M70,110 L-20,10 M40,-110 L65,-125" stroke="${INK}" stroke-width="9" stroke-linecap="round"/>
    <path d="M-80,-60 Q-40,40 40,50 L60,20 Q0,0 -30,-80 Z" fill="${a}"/>
    <path d="M-95,-70 Q-40,-130 30,-90 L-30,-60 Z" fill="${shade(a, -0.2)}"/>
    <path d="M-60,60 H75" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>
    ${wheel(-95, 112, 18)}${wheel(-55, 112, 18)}${wheel(75, 112, 18)}`,
  carseat: (a) => `
    <rect x="-130" y="75" width="250" height="34" rx="17" fill="${INK}"/>
    <path d="M-115,-70 Q-140,75 -40,78 H95 Q130,78 118,35 L60,20 Q30,-20 -20,-40 L-60,-95 Q-110,-100 -115,-70 Z" fill="${a}"/>
    <path d="M-90,-50 Q-100,50 -30,55 H80 L45,38 Q15,5 -30,-15 L-60,-65 Z" fill="${shade(a, 0.4)}"/>
    <path d="M-55,-30 L-25,45 M-20,-20 L0,45" stroke="${shade(a, -0.3)}" stroke-width="6" stroke-linecap="round"/>
    <path d="M-120,0 A120,120 0 0 1 115,0" stroke="${shade(a, -0.35)}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  booster: (a) => `
    <rect x="-110" y="40" width="220" height="75" rx="26" fill="${shade(a, -0.25)}"/>
    <path d="M-90,50 V-90 Q-90,-125 -50,-125 H50 Q90,-125 90,-90 V50 Z" fill="${a}"/>
    <path d="M-60,20 V-70 Q-60,-95 -35,-95 H35 Q60,-95 60,-70 V20 Z" fill="${shade(a, 0.4)}"/>
    <rect x="-130" y="-20" width="45" height="90" rx="18" fill="${shade(a, -0.15)}"/>
    <rect x="85" y="-20" width="45" height="90" rx="18" fill="${shade(a, -0.15)}"/>`,
  crib: (a) => `
    <rect x="-170" y="-110" width="22" height="230" rx="8" fill="${a}"/>
    <rect x="148" y="-110" width="22" height="230" rx="8" fill="${a}"/>
    <rect x="-150" y="-90" width="300" height="16" rx="6" fill="${a}"/>
    <rect x="-150" y="55" width="300" height="40" rx="6" fill="${shade(a, 0.45)}"/>
    <rect x="-150" y="90" width="300" height="14" rx="6" fill="${a}"/>
    ${Array.from({ length: 11 }, (_, i) => `<rect x="${-138 + i * 26}" y="-76" width="10" height="132" rx="4" fill="${shade(a, -0.12)}"/>`).join('')}`,
  dresser: (a) => `
    <rect x="-150" y="-120" width="300" height="28" rx="12" fill="${shade(a, 0.45)}"/>
    <rect x="-140" y="-95" width="280" height="195" rx="10" fill="${a}"/>
    ${[0, 1, 2].map((i) => `<rect x="-122" y="${-80 + i * 60}" width="244" height="48" rx="8" fill="${shade(a, 0.2)}"/><circle cx="0" cy="${-56 + i * 60}" r="7" fill="${INK}"/>`).join('')}
    <rect x="-130" y="100" width="20" height="22" fill="${INK}"/><rect x="110" y="100" width="20" height="22" fill="${INK}"/>`,
  rocker: (a) => `
    <path d="M-120,100 Q0,150 130,80" stroke="${INK}" stroke-width="12" fill="none" stroke-linecap="round"/>
    <path d="M-70,115 L-60,40 M70,105 L60,40" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>
    <rect x="-90" y="15" width="190" height="40" rx="16" fill="${a}"/>
    <path d="M-95,35 L-70,-120 Q-60,-140 -35,-130 L-40,30 Z" fill="${shade(a, -0.15)}"/>
    <rect x="-60" y="-20" width="150" height="18" rx="9" fill="${shade(a, 0.3)}"/>`,
  mobile: (a) => `
    <path d="M0,-130 V-90 M-120,-90 H120" stroke="${INK}" stroke-width="7" stroke-linecap="round"/>
    <path d="M-110,-90 V-20 M-40,-90 V20 M40,-90 V-10 M110,-90 V30" stroke="${INK}" stroke-width="3"/>
    <circle cx="-110" cy="0" r="26" fill="${a}"/>
    <path d="M-40,25 l20,38 h-40 z" fill="${shade(a, -0.2)}"/>
    <path d="M40,-10 l8,18 l20,2 l-15,13 l5,20 l-18,-11 l-18,11 l5,-20 l-15,-13 l20,-2 z" fill="${shade(a, 0.3)}"/>
    <path d="M95,50 a22,22 0 1 0 30,0 a30,30 0 0 1 -30,0 z" fill="${a}"/>`,
  onesie: (a) => `
    <path d="M-50,-115 Q0,-80 50,-115 L130,-70 L105,-15 L70,-35 L70,50 Q70,80 40,95 L20,120 H-20 L-40,95 Q-70,80 -70,50 L-70,-35 L-105,-15 L-130,-70 Z" fill="${a}"/>
    <path d="M-50,-115 Q0,-80 50,-115" stroke="${shade(a, -0.25)}" stroke-width="8" fill="none"/>
    <circle cx="-12" cy="110" r="5" fill="${WHITE}"/><circle cx="12" cy="110" r="5" fill="${WHITE}"/>
    <circle cx="0" cy="0" r="26" fill="${shade(a, 0.45)}"/>`,
  jacket: (a) => `
    <path d="M-45,-120 L45,-120 L135,-75 L120,80 L85,80 L80,-20 L75,110 H-75 L-80,-20 L-85,80 L-120,80 L-135,-75 Z" fill="${a}"/>
    <path d="M0,-110 V110" stroke="${shade(a, -0.3)}" stroke-width="6"/>
    <path d="M-45,-120 Q0,-60 45,-120" fill="${shade(a, 0.4)}"/>
    <rect x="-60" y="30" width="40" height="30" rx="6" fill="${shade(a, -0.15)}"/><rect x="20" y="30" width="40" height="30" rx="6" fill="${shade(a, -0.15)}"/>`,
  shoes: (a) => `
    <path d="M-160,60 Q-160,-10 -120,-20 L-70,-20 Q-60,30 -20,40 Q10,50 10,80 H-150 Q-160,80 -160,60 Z" fill="${a}"/>
    <path d="M10,40 Q10,-30 50,-40 L100,-40 Q110,10 150,20 Q180,30 180,60 H20 Q10,60 10,40 Z" fill="${shade(a, -0.12)}"/>
    <rect x="-160" y="72" width="170" height="12" rx="6" fill="${INK}"/><rect x="10" y="52" width="170" height="12" rx="6" fill="${INK}"/>
    <path d="M-120,0 H-80 M60,-20 H100" stroke="${WHITE}" stroke-width="6" stroke-linecap="round"/>`,
  teddy: (a) => `
    <circle cx="-65" cy="-95" r="32" fill="${a}"/><circle cx="65" cy="-95" r="32" fill="${a}"/>
    <circle cx="-65" cy="-95" r="16" fill="${shade(a, 0.35)}"/><circle cx="65" cy="-95" r="16" fill="${shade(a, 0.35)}"/>
    <ellipse cx="0" cy="65" rx="85" ry="70" fill="${a}"/>
    <circle cx="-85" cy="110" r="32" fill="${shade(a, -0.1)}"/><circle cx="85" cy="110" r="32" fill="${shade(a, -0.1)}"/>
    <circle cx="0" cy="-45" r="75" fill="${a}"/>
    <ellipse cx="0" cy="-20" rx="32" ry="24" fill="${shade(a, 0.4)}"/>
    <circle cx="-28" cy="-60" r="8" fill="${INK}"/><circle cx="28" cy="-60" r="8" fill="${INK}"/><ellipse cx="0" cy="-30" rx="11" ry="8" fill="${INK}"/>
    <ellipse cx="0" cy="70" rx="40" ry="38" fill="${shade(a, 0.35)}"/>`,
  blocks: (a) => `
    <rect x="-150" y="10" width="110" height="110" rx="12" fill="${a}"/>
    <rect x="-30" y="10" width="110" height="110" rx="12" fill="${shade(a, -0.25)}"/>
    <rect x="-90" y="-105" width="110" height="110" rx="12" fill="${shade(a, 0.3)}"/>
    <circle cx="-95" cy="65" r="28" fill="${WHITE}"/>
    <path d="M25,40 l30,55 h-60 z" fill="${WHITE}"/>
    <rect x="-62" y="-77" width="54" height="54" rx="6" fill="${WHITE}"/>
    <rect x="100" y="70" width="60" height="50" rx="10" fill="${shade(a, 0.15)}"/>`,
  stacker: (a) => `
    <rect x="-100" y="100" width="200" height="24" rx="10" fill="${INK}"/>
    <rect x="-8" y="-130" width="16" height="230" rx="8" fill="${INK}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<ellipse cx="0" cy="${80 - i * 42}" rx="${95 - i * 15}" ry="22" fill="${shade(a, -0.3 + i * 0.18)}"/>`).join('')}
    <circle cx="0" cy="-130" r="20" fill="${shade(a, 0.5)}"/>`,
  train: (a) => `
    <rect x="-170" y="-40" width="110" height="110" rx="10" fill="${a}"/>
    <rect x="-150" y="-100" width="70" height="70" rx="10" fill="${shade(a, -0.2)}"/>
    <rect x="-140" y="-85" width="50" height="35" rx="6" fill="${WHITE}"/>
    <rect x="-50" y="0" width="100" height="70" rx="10" fill="${shade(a, 0.3)}"/>
    <rect x="60" y="0" width="100" height="70" rx="10" fill="${shade(a, -0.35)}"/>
    <path d="M-60,40 H-50 M50,40 H60" stroke="${INK}" stroke-width="8"/>
    ${wheel(-140, 85, 22)}${wheel(-90, 85, 22)}${wheel(-20, 85, 18)}${wheel(20, 85, 18)}${wheel(90, 85, 18)}${wheel(130, 85, 18)}`,
  bottle: (a) => `
    <path d="M-18,-140 Q0,-165 18,-140 L25,-100 H-25 Z" fill="${shade(a, 0.55)}"/>
    <rect x="-50" y="-105" width="100" height="34" rx="10" fill="${a}"/>
    <rect x="-60" y="-72" width="120" height="200" rx="40" fill="${WHITE}" opacity="0.95"/>
    <rect x="-60" y="10" width="120" height="118" rx="40" fill="${shade(a, 0.55)}"/>
    ${[0, 1, 2, 3].map((i) => `<rect x="22" y="${-45 + i * 35}" width="26" height="6" rx="3" fill="${a}"/>`).join('')}`,
  highchair: (a) => `
    <path d="M-70,-10 L-110,130 M70,-10 L110,130 M-90,60 H90" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>
    <rect x="-75" y="-140" width="150" height="140" rx="30" fill="${a}"/>
    <rect x="-55" y="-120" width="110" height="105" rx="22" fill="${shade(a, 0.4)}"/>
    <rect x="-120" y="-30" width="240" height="26" rx="13" fill="${shade(a, -0.25)}"/>`,
  bowl: (a) => `
    <path d="M-140,-10 H120 Q110,100 -10,100 Q-130,100 -140,-10 Z" fill="${a}"/>
    <ellipse cx="-10" cy="-10" rx="130" ry="22" fill="${shade(a, -0.2)}"/>
    <ellipse cx="-10" cy="-12" rx="110" ry="14" fill="#f6c26b"/>
    <path d="M80,-40 L165,-120" stroke="${shade(a, -0.3)}" stroke-width="12" stroke-linecap="round"/>
    <ellipse cx="70" cy="-28" rx="26" ry="15" transform="rotate(-42 70 -28)" fill="${shade(a, -0.3)}"/>
    <rect x="-80" y="40" width="140" height="10" rx="5" fill="${shade(a, 0.4)}"/>`,
  bathtub: (a) => `
    <circle cx="-80" cy="-80" r="26" fill="${WHITE}" opacity="0.9"/><circle cx="-30" cy="-105" r="18" fill="${WHITE}" opacity="0.9"/>
    <circle cx="20" cy="-75" r="30" fill="${WHITE}" opacity="0.9"/><circle cx="75" cy="-95" r="16" fill="${WHITE}" opacity="0.9"/>
    <path d="M-170,-30 H170 Q160,90 60,95 H-60 Q-160,90 -170,-30 Z" fill="${a}"/>
    <rect x="-180" y="-45" width="360" height="26" rx="13" fill="${shade(a, -0.2)}"/>
    <path d="M-110,95 L-125,125 M110,95 L125,125" stroke="${INK}" stroke-width="10" stroke-linecap="round"/>
    <path d="M110,-40 q-5,-25 15,-30 q15,0 12,20" fill="#f7c948"/>`,
  towel: (a) => `
    <rect x="-130" y="-50" width="260" height="170" rx="16" fill="${a}"/>
    <path d="M-130,-50 L0,-140 L130,-50 Z" fill="${shade(a, -0.15)}"/>
    <circle cx="-45" cy="-115" r="20" fill="${shade(a, -0.15)}"/><circle cx="45" cy="-115" r="20" fill="${shade(a, -0.15)}"/>
    ${[0, 1, 2].map((i) => `<rect x="-130" y="${-10 + i * 45}" width="260" height="10" fill="${shade(a, 0.45)}"/>`).join('')}`,
  mat: (a) => `
    <rect x="-175" y="-90" width="350" height="180" rx="60" fill="${a}"/>
    <rect x="-145" y="-60" width="290" height="120" rx="40" fill="${shade(a, 0.35)}"/>
    ${[0, 1, 2, 3, 4].map((i) => `<circle cx="${-100 + i * 50}" cy="${i % 2 ? -20 : 20}" r="12" fill="${shade(a, -0.1)}"/>`).join('')}`,
  books: (a) => `
    <rect x="-150" y="60" width="230" height="40" rx="6" fill="${a}"/>
    <rect x="-135" y="20" width="210" height="40" rx="6" fill="${shade(a, -0.25)}"/>
    <rect x="-160" y="-20" width="220" height="40" rx="6" fill="${shade(a, 0.3)}"/>
    <rect x="-140" y="68" width="200" height="6" fill="${WHITE}"/><rect x="-120" y="28" width="180" height="6" fill="${WHITE}"/>
    <rect x="95" y="-110" width="55" height="210" rx="6" fill="${shade(a, -0.4)}" transform="rotate(8 120 100)"/>
    <rect x="105" y="-70" width="35" height="8" fill="${WHITE}" transform="rotate(8 120 100)"/>`,
  openbook: (a) => `
    <path d="M0,-80 Q-80,-120 -170,-90 V100 Q-80,70 0,110 Z" fill="${WHITE}"/>
    <path d="M0,-80 Q80,-120 170,-90 V100 Q80,70 0,110 Z" fill="${shade(a, 0.6)}"/>
    <path d="M-170,100 Q-80,70 0,110 Q80,70 170,100 V120 Q80,90 0,130 Q-80,90 -170,120 Z" fill="${a}"/>
    ${[0, 1, 2, 3].map((i) => `<path d="M-145,${-55 + i * 35} Q-80,${-80 + i * 35} -25,${-50 + i * 35}" stroke="${shade(a, 0.2)}" stroke-width="6" fill="none"/>`).join('')}
    <circle cx="85" cy="0" r="40" fill="${a}"/>`,
  moon: (a) => `
    <path d="M20,-130 A130,130 0 1 0 130,60 A105,105 0 0 1 20,-130 Z" fill="${a}"/>
    ${[
      [-140, -100, 10],
      [120, -110, 14],
      [150, -30, 8],
      [-150, 60, 8],
      [80, 110, 10],
    ]
      .map(
        ([x, y, r]) =>
          `<path d="M${x},${y! - r!} L${x! + r! * 0.3},${y! - r! * 0.3} L${x! + r!},${y} L${x! + r! * 0.3},${y! + r! * 0.3} L${x},${y! + r!} L${x! - r! * 0.3},${y! + r! * 0.3} L${x! - r!},${y} L${x! - r! * 0.3},${y! - r! * 0.3} Z" fill="${WHITE}"/>`,
      )
      .join('')}
    <circle cx="-40" cy="-10" r="12" fill="${shade(a, -0.12)}"/><circle cx="-10" cy="50" r="8" fill="${shade(a, -0.12)}"/>`,
  piggy: (a) => `
    <ellipse cx="0" cy="10" rx="140" ry="100" fill="${a}"/>
    <path d="M-60,-75 L-40,-125 L-10,-85 Z" fill="${shade(a, -0.15)}"/>
    <ellipse cx="-140" cy="15" rx="30" ry="38" fill="${shade(a, -0.15)}"/>
    <circle cx="-148" cy="5" r="6" fill="${INK}"/><circle cx="-148" cy="28" r="6" fill="${INK}"/>
    <circle cx="-80" cy="-20" r="9" fill="${INK}"/>
    <rect x="-20" y="-95" width="60" height="12" rx="6" fill="${INK}"/>
    <rect x="-80" y="95" width="30" height="40" rx="8" fill="${shade(a, -0.15)}"/><rect x="50" y="95" width="30" height="40" rx="8" fill="${shade(a, -0.15)}"/>
    <circle cx="10" cy="-150" r="24" fill="#f4c542"/><circle cx="10" cy="-150" r="14" fill="#e0a91e"/>`,
  heart: (a) => `
    <path d="M0,120 C-160,10 -150,-120 -60,-120 C-25,-120 0,-95 0,-70 C0,-95 25,-120 60,-120 C150,-120 160,10 0,120 Z" fill="${a}"/>
    <path d="M-95,-60 Q-95,-90 -65,-95" stroke="${WHITE}" stroke-width="12" fill="none" stroke-linecap="round"/>
    <path d="M140,-120 c-20,-20 -45,5 -20,25 l20,15 l20,-15 c25,-20 0,-45 -20,-25 z" fill="${shade(a, 0.35)}"/>`,
  house: (a) => `
    <path d="M-150,-20 L0,-140 L150,-20 Z" fill="${shade(a, -0.25)}"/>
    <rect x="-120" y="-30" width="240" height="155" fill="${a}"/>
    <rect x="-30" y="40" width="60" height="85" rx="8" fill="${shade(a, -0.35)}"/>
    <rect x="-95" y="0" width="50" height="45" rx="6" fill="${WHITE}"/><rect x="45" y="0" width="50" height="45" rx="6" fill="${WHITE}"/>
    <rect x="70" y="-120" width="30" height="55" fill="${INK}"/>
    <path d="M0,-90 c-10,-12 -28,0 -14,14 l14,12 l14,-12 c14,-14 -4,-26 -14,-14 z" fill="${WHITE}"/>`,
  monitor: (a) => `
    <rect x="-40" y="-150" width="10" height="60" rx="5" fill="${INK}"/>
    <rect x="-110" y="-95" width="220" height="180" rx="26" fill="${a}"/>
    <rect x="-85" y="-72" width="170" height="105" rx="12" fill="${INK}"/>
    <circle cx="0" cy="-20" r="30" fill="${shade(a, 0.55)}"/><path d="M-45,33 Q0,-10 45,33 Z" fill="${shade(a, 0.55)}"/>
    ${[0, 1, 2].map((i) => `<circle cx="${-40 + i * 40}" cy="60" r="10" fill="${shade(a, 0.4)}"/>`).join('')}
    <rect x="-80" y="85" width="160" height="30" rx="10" fill="${shade(a, -0.25)}"/>`,
  carrier: (a) => `
    <path d="M-70,-140 Q-90,-60 -80,-40 M70,-140 Q90,-60 80,-40" stroke="${shade(a, -0.3)}" stroke-width="22" stroke-linecap="round" fill="none"/>
    <path d="M-90,-60 H90 Q110,40 60,110 H-60 Q-110,40 -90,-60 Z" fill="${a}"/>
    <rect x="-150" y="20" width="300" height="34" rx="17" fill="${shade(a, -0.25)}"/>
    <circle cx="0" cy="-90" r="42" fill="#f2c9a5"/><path d="M-40,-100 Q0,-150 40,-100 Q0,-118 -40,-100 Z" fill="${INK}"/>
    <rect x="-50" y="-20" width="100" height="60" rx="14" fill="${shade(a, 0.35)}"/>`,
  pump: (a) => `
    <rect x="-150" y="-40" width="140" height="160" rx="30" fill="${a}"/>
    <circle cx="-80" cy="20" r="30" fill="${shade(a, 0.45)}"/><rect x="-120" y="75" width="80" height="14" rx="7" fill="${shade(a, -0.25)}"/>
    <path d="M-10,0 Q40,-80 80,-60" stroke="${INK}" stroke-width="6" fill="none"/>
    <path d="M40,-100 Q80,-130 130,-100 L100,-50 H70 Z" fill="${shade(a, 0.5)}"/>
    <rect x="65" y="-50" width="40" height="160" rx="14" fill="${WHITE}"/>
    <rect x="65" y="30" width="40" height="80" rx="14" fill="${shade(a, 0.6)}"/>`,
};

function backdrop(width: number, height: number, background: string, variant: number): string {
  const base = variant === 2 ? shade(background, 0.35) : background;
  const dots =
    variant === 2
      ? Array.from(
          { length: 6 },
          (_, i) =>
            `<circle cx="${(i * 137) % width}" cy="${(i * 89 + 40) % height}" r="${18 + (i % 3) * 10}" fill="${shade(background, 0.1)}" opacity="0.7"/>`,
        ).join('')
      : `<circle cx="${width * 0.85}" cy="${height * 0.12}" r="${height * 0.35}" fill="${shade(background, 0.25)}"/>
       <circle cx="${width * 0.08}" cy="${height * 0.95}" r="${height * 0.3}" fill="${shade(background, -0.06)}"/>`;
  return `<rect width="${width}" height="${height}" fill="${base}"/>${dots}
    <rect y="${height * 0.78}" width="${width}" height="${height * 0.22}" fill="${shade(background, -0.08)}"/>`;
}

function priceTag(width: number): string {
  return `<g transform="translate(${width - 130},80) rotate(18) scale(1.4)">
    <path d="M-50,-30 H30 L60,0 L30,30 H-50 Q-60,30 -60,20 V-20 Q-60,-30 -50,-30 Z" fill="#ef6f6c"/>
    <circle cx="30" cy="0" r="7" fill="${WHITE}"/>
    <circle cx="-28" cy="-8" r="6" fill="${WHITE}"/><circle cx="-2" cy="10" r="6" fill="${WHITE}"/>
    <path d="M-30,14 L0,-14" stroke="${WHITE}" stroke-width="5" stroke-linecap="round"/></g>`;
}

/** The complete SVG for one photo. */
export function renderSvg(spec: PhotoSpec): string {
  const { width, height, variant } = spec;
  const baseScale = Math.min(width / 480, height / 360);
  const scale = variant === 1 ? baseScale * 1.3 : baseScale;
  const cx = width / 2 + (variant === 1 ? -width * 0.06 : variant === 2 ? width * 0.08 : 0);
  const cy = height * 0.5;
  const shadowY = cy + 125 * scale;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    ${backdrop(width, height, spec.background, variant)}
    <ellipse cx="${cx}" cy="${shadowY}" rx="${170 * scale}" ry="${16 * scale}" fill="${shade(spec.background, -0.18)}"/>
    <g transform="translate(${cx} ${cy}) scale(${scale})${variant === 2 ? ' rotate(-4)' : ''}">${drawings[spec.art](spec.accent)}</g>
    ${spec.tag ? priceTag(width) : ''}
  </svg>`;
}
