// Draws the demo pictures locally as SVG (tidy architectural placeholders, a caption optional) and
// renders them with sharp, which Strapi already ships. Nothing is downloaded: text uses the
// machine's fonts (DejaVu / Liberation on Debian).
import sharp from 'sharp';

export type Scene = 'facade' | 'yard' | 'interior' | 'construction' | 'parking' | 'storage' | 'commercial' | 'engineering';

export interface PictureSpec {
  scene: Scene;
  /** Big caption, for example the complex name. */
  title: string;
  /** Small line under the caption. */
  subtitle: string;
  /** Varies colours and shapes deterministically. */
  seed: string;
  /** Draw the caption panel (default). Only the share picture has one: the site crops the others (gallery.ts). */
  caption?: boolean;
  width: number;
  height: number;
}

/** Small deterministic PRNG (mulberry32) seeded from a string, so every seed run draws the same pictures. */
export function randomFrom(seed: string): () => number {
  let h = 1779033703 ^ seed.length;
  for (let i = 0; i < seed.length; i += 1) {
    h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  let state = h >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const PALETTES = [
  { walls: ['#e9e4dc', '#d8d2c8', '#c9c2b6'], glass: '#8fb3cc' },
  { walls: ['#efe9df', '#d6cbbb', '#b9ab98'], glass: '#7fa7a0' },
  { walls: ['#f1ede8', '#dcd5cd', '#bfb5aa'], glass: '#9aa8c7' },
  { walls: ['#e8e2d9', '#cfc6b8', '#aea392'], glass: '#8aa2b8' },
];

/** A building: a block with a window grid; `unfinished` leaves the top floors as a bare frame. */
function building(x: number, base: number, w: number, floors: number, floorH: number, wall: string, glass: string, unfinished = 0): string {
  const h = floors * floorH;
  const top = base - h;
  const cols = Math.max(2, Math.floor(w / 46));
  const cellW = w / cols;
  let svg = `<rect x="${x}" y="${top}" width="${w}" height="${h}" fill="${wall}"/>`;
  for (let f = 0; f < floors; f += 1) {
    const y = top + f * floorH + floorH * 0.25;
    const bare = f < unfinished;
    for (let c = 0; c < cols; c += 1) {
      const wx = x + c * cellW + cellW * 0.22;
      svg += bare
        ? `<rect x="${wx}" y="${y}" width="${cellW * 0.56}" height="${floorH * 0.5}" fill="none" stroke="#9a9288" stroke-width="2"/>`
        : `<rect x="${wx}" y="${y}" width="${cellW * 0.56}" height="${floorH * 0.5}" fill="${glass}"/>`;
    }
  }
  if (unfinished > 0) {
    svg += `<rect x="${x}" y="${top}" width="${w}" height="${unfinished * floorH}" fill="url(#hatch)" opacity="0.55"/>`;
  }
  return svg + `<rect x="${x - 6}" y="${top - 8}" width="${w + 12}" height="10" fill="#8d857a"/>`;
}

function tree(x: number, y: number, r: number, shade: string): string {
  return `<rect x="${x - r * 0.08}" y="${y - r * 0.2}" width="${r * 0.16}" height="${r * 0.9}" fill="#7a6a55"/><circle cx="${x}" cy="${y - r * 0.5}" r="${r}" fill="${shade}"/>`;
}

function skyline(spec: PictureSpec, rnd: () => number, unfinishedTop: number): string {
  const { width: W, height: H } = spec;
  const palette = PALETTES[Math.floor(rnd() * PALETTES.length)];
  const ground = H * 0.8;
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  body += `<rect y="${ground}" width="${W}" height="${H - ground}" fill="#c8d3b8"/>`;
  body += `<rect y="${ground + H * 0.05}" width="${W}" height="${H * 0.04}" fill="#d9d6cf"/>`;
  const count = 3 + Math.floor(rnd() * 3);
  const slot = W / count;
  for (let i = 0; i < count; i += 1) {
    const w = slot * (0.55 + rnd() * 0.25);
    const x = i * slot + (slot - w) / 2;
    const floors = 9 + Math.floor(rnd() * 14);
    const floorH = (H * 0.62) / 24;
    const wall = palette.walls[i % palette.walls.length];
    body += building(x, ground, w, floors, floorH, wall, palette.glass, unfinishedTop > 0 && i % 2 === 0 ? unfinishedTop : 0);
  }
  if (unfinishedTop > 0) {
    // A tower crane over the site.
    const cx = W * (0.25 + rnd() * 0.5);
    body += `<rect x="${cx}" y="${H * 0.08}" width="${W * 0.012}" height="${ground - H * 0.08}" fill="#e0a21b"/>`;
    body += `<rect x="${cx - W * 0.18}" y="${H * 0.08}" width="${W * 0.34}" height="${H * 0.014}" fill="#e0a21b"/>`;
    body += `<line x1="${cx + W * 0.14}" y1="${H * 0.094}" x2="${cx + W * 0.14}" y2="${H * 0.3}" stroke="#555" stroke-width="3"/>`;
  }
  for (let i = 0; i < 9; i += 1) body += tree(rnd() * W, ground + H * 0.04, H * (0.025 + rnd() * 0.02), i % 2 ? '#6e9a5b' : '#86ad6c');
  return body;
}

function yard(spec: PictureSpec, rnd: () => number): string {
  const { width: W, height: H } = spec;
  let body = `<rect width="${W}" height="${H}" fill="#cfdcc0"/>`;
  body += `<path d="M0 ${H * 0.62} C ${W * 0.3} ${H * 0.5}, ${W * 0.6} ${H * 0.78}, ${W} ${H * 0.6} L ${W} ${H * 0.7} C ${W * 0.6} ${H * 0.88}, ${W * 0.3} ${H * 0.6}, 0 ${H * 0.72} Z" fill="#e6e0d4"/>`;
  body += `<rect x="${W * 0.58}" y="${H * 0.2}" width="${W * 0.22}" height="${H * 0.22}" rx="24" fill="#f2d9a6"/>`;
  body += `<circle cx="${W * 0.65}" cy="${H * 0.31}" r="${H * 0.05}" fill="#e98a4b"/><rect x="${W * 0.7}" y="${H * 0.25}" width="${W * 0.06}" height="${H * 0.12}" fill="#5b8fb9"/>`;
  body += `<rect x="${W * 0.12}" y="${H * 0.18}" width="${W * 0.28}" height="${H * 0.2}" rx="18" fill="#9cc3a0"/>`;
  for (let i = 0; i < 26; i += 1) body += tree(rnd() * W, rnd() * H * 0.95 + H * 0.05, H * (0.02 + rnd() * 0.025), i % 3 ? '#5f8f4e' : '#7aa663');
  for (let i = 0; i < 5; i += 1) body += `<rect x="${W * (0.15 + i * 0.14)}" y="${H * 0.5}" width="${W * 0.05}" height="${H * 0.012}" fill="#8d6e4f"/>`;
  return body;
}

function interior(spec: PictureSpec, rnd: () => number): string {
  const { width: W, height: H } = spec;
  const wall = ['#ece6dc', '#e3e8ea', '#efe7de'][Math.floor(rnd() * 3)];
  let body = `<rect width="${W}" height="${H}" fill="${wall}"/>`;
  body += `<polygon points="0,${H} ${W * 0.18},${H * 0.72} ${W * 0.82},${H * 0.72} ${W},${H}" fill="#c9b49a"/>`;
  body += `<polygon points="0,0 ${W * 0.18},${H * 0.12} ${W * 0.82},${H * 0.12} ${W},0" fill="#f7f5f1"/>`;
  body += `<rect x="${W * 0.3}" y="${H * 0.22}" width="${W * 0.4}" height="${H * 0.38}" fill="#b9d4e6" stroke="#ffffff" stroke-width="10"/>`;
  body += `<line x1="${W * 0.5}" y1="${H * 0.22}" x2="${W * 0.5}" y2="${H * 0.6}" stroke="#ffffff" stroke-width="8"/>`;
  body += `<rect x="${W * 0.08}" y="${H * 0.55}" width="${W * 0.16}" height="${H * 0.17}" rx="10" fill="#8c9aa6"/>`;
  body += `<rect x="${W * 0.74}" y="${H * 0.5}" width="${W * 0.06}" height="${H * 0.22}" fill="#a47c5b"/>`;
  body += tree(W * 0.86, H * 0.7, H * 0.05, '#6e9a5b');
  return body;
}

function rows(spec: PictureSpec, rnd: () => number, kind: 'parking' | 'storage' | 'commercial' | 'engineering'): string {
  const { width: W, height: H } = spec;
  const bg = { parking: '#d5d8dc', storage: '#e2ded6', commercial: '#efe9e0', engineering: '#dfe6ea' }[kind];
  let body = `<rect width="${W}" height="${H}" fill="${bg}"/>`;
  if (kind === 'parking') {
    for (let i = 0; i < 8; i += 1) {
      const x = W * 0.06 + i * W * 0.115;
      body += `<rect x="${x}" y="${H * 0.35}" width="${W * 0.1}" height="${H * 0.34}" fill="none" stroke="#ffffff" stroke-width="6"/>`;
      if (rnd() > 0.35) body += `<rect x="${x + W * 0.015}" y="${H * 0.4}" width="${W * 0.07}" height="${H * 0.24}" rx="22" fill="${['#5b7fa6', '#a65b5b', '#7a7a7a', '#e0e0e0'][i % 4]}"/>`;
    }
    body += `<rect y="${H * 0.1}" width="${W}" height="${H * 0.04}" fill="#b0b5bb"/>`;
  } else if (kind === 'storage') {
    for (let i = 0; i < 6; i += 1) {
      body += `<rect x="${W * 0.06 + i * W * 0.15}" y="${H * 0.25}" width="${W * 0.13}" height="${H * 0.45}" fill="#c7bfb2" stroke="#9b9285" stroke-width="5"/>`;
      body += `<circle cx="${W * 0.17 + i * W * 0.15}" cy="${H * 0.48}" r="${H * 0.012}" fill="#6b6357"/>`;
    }
  } else if (kind === 'commercial') {
    body += `<rect x="0" y="${H * 0.15}" width="${W}" height="${H * 0.55}" fill="#d8cfc3"/>`;
    for (let i = 0; i < 4; i += 1) body += `<rect x="${W * 0.05 + i * W * 0.24}" y="${H * 0.28}" width="${W * 0.2}" height="${H * 0.42}" fill="#a9c4d6" stroke="#6d6458" stroke-width="6"/>`;
    body += `<rect x="0" y="${H * 0.15}" width="${W}" height="${H * 0.08}" fill="#6d6458"/>`;
  } else {
    for (let i = 0; i < 7; i += 1) {
      const y = H * (0.18 + i * 0.08);
      body += `<line x1="${W * 0.05}" y1="${y}" x2="${W * 0.95}" y2="${y}" stroke="${['#3c6e91', '#c0504d', '#6a8f4e'][i % 3]}" stroke-width="${10 + rnd() * 8}" stroke-linecap="round"/>`;
    }
    for (let i = 0; i < 5; i += 1) body += `<circle cx="${W * (0.15 + i * 0.17)}" cy="${H * 0.46}" r="${H * 0.045}" fill="#f1f1f1" stroke="#555" stroke-width="5"/>`;
  }
  return body;
}

/** The SVG source of one picture, with its caption panel unless `caption` is false. */
export function pictureSvg(spec: PictureSpec): string {
  const rnd = randomFrom(`${spec.scene}:${spec.seed}`);
  const { width: W, height: H } = spec;
  let body: string;
  switch (spec.scene) {
    case 'facade':
      body = skyline(spec, rnd, 0);
      break;
    case 'construction':
      body = skyline(spec, rnd, 3 + Math.floor(rnd() * 4));
      break;
    case 'yard':
      body = yard(spec, rnd);
      break;
    case 'interior':
      body = interior(spec, rnd);
      break;
    default:
      body = rows(spec, rnd, spec.scene);
  }
  const titleSize = Math.round(H * 0.07);
  const panelH = titleSize * 2.6;
  const caption =
    spec.caption === false
      ? ''
      : `<rect x="${W * 0.04}" y="${H - panelH - H * 0.05}" width="${W * 0.92}" height="${panelH}" rx="${titleSize * 0.3}" fill="#ffffff" opacity="0.88"/>
<rect x="${W * 0.04}" y="${H - panelH - H * 0.05}" width="${titleSize * 0.22}" height="${panelH}" fill="#f65605"/>
<text x="${W * 0.04 + titleSize * 0.7}" y="${H - panelH - H * 0.05 + titleSize * 1.15}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${titleSize}" font-weight="bold" fill="#1f2a33">${escapeXml(spec.title)}</text>
<text x="${W * 0.04 + titleSize * 0.7}" y="${H - panelH - H * 0.05 + titleSize * 2.05}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${Math.round(titleSize * 0.55)}" fill="#4a5660">${escapeXml(spec.subtitle)}</text>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
<defs>
<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#cfe3f2"/><stop offset="1" stop-color="#f6f8fa"/></linearGradient>
<pattern id="hatch" width="16" height="16" patternUnits="userSpaceOnUse" patternTransform="rotate(45)"><line x1="0" y1="0" x2="0" y2="16" stroke="#9a9288" stroke-width="4"/></pattern>
</defs>
${body}
${caption}
</svg>`;
}

/**
 * Renders a picture to WebP bytes. WebP, not JPEG: Strapi makes every size variant in the
 * original's format, so the site's photos arrive about half as heavy (the home hero's xlarge
 * 114.6 KB as JPEG, 50.5 KB as WebP; docs/performance.md "Image formats").
 */
export async function renderPhoto(spec: PictureSpec, quality = 80): Promise<Buffer> {
  return sharp(Buffer.from(pictureSvg(spec))).webp({ quality }).toBuffer();
}

/** A portrait placeholder: head-and-shoulders silhouette with initials. */
export async function renderPortrait(name: string, width: number, height: number): Promise<Buffer> {
  const rnd = randomFrom(`portrait:${name}`);
  const bg = ['#dfe7ee', '#ece3da', '#e2ebe0', '#ebe1ea'][Math.floor(rnd() * 4)];
  const initials = name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0] ?? '')
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="${bg}"/>
<circle cx="${width / 2}" cy="${height * 0.38}" r="${width * 0.2}" fill="#9aa5ae"/>
<path d="M ${width * 0.14} ${height} C ${width * 0.16} ${height * 0.66}, ${width * 0.84} ${height * 0.66}, ${width * 0.86} ${height} Z" fill="#7d8a94"/>
<text x="${width / 2}" y="${height * 0.42}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${width * 0.14}" font-weight="bold" fill="#ffffff">${escapeXml(initials)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 82 }).toBuffer();
}

/** A square flat icon (map point categories, socials): a coloured disc with a short glyph. */
export async function renderIcon(glyph: string, colour: string, size = 96, outline = false): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.46}" fill="${outline ? '#ffffff' : colour}" stroke="${colour}" stroke-width="${size * 0.06}"/>
<text x="${size / 2}" y="${size * 0.63}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${size * 0.38}" font-weight="bold" fill="${outline ? colour : '#ffffff'}">${escapeXml(glyph)}</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The site logo: wordmark on a transparent background. */
export async function renderLogo(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="160">
<rect x="8" y="28" width="104" height="104" rx="18" fill="#f65605"/>
<path d="M 34 110 L 34 62 L 60 44 L 86 62 L 86 110 Z" fill="#ffffff"/>
<rect x="52" y="84" width="16" height="26" fill="#f65605"/>
<text x="136" y="106" font-family="DejaVu Sans, sans-serif" font-size="64" font-weight="bold" fill="#1f2a33">Новострой</text>
</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
