// Writes small, real PDF files without any library: each page is one JPEG (drawn by the
// placeholders module, so Cyrillic text renders with the machine's fonts) placed full-page.
import sharp from 'sharp';
import { randomFrom } from './placeholders';

export interface PdfPage {
  title: string;
  lines: string[];
}

const escapeXml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One document page as JPEG: a header band, a title and text lines. */
async function pageJpeg(page: PdfPage, heading: string, width: number, height: number, seed: string): Promise<Buffer> {
  const rnd = randomFrom(seed);
  const band = ['#1f2a33', '#2f4858', '#3c4a3e'][Math.floor(rnd() * 3)];
  const size = Math.round(width * 0.045);
  const lines = page.lines
    .map((line, i) => `<text x="${width * 0.08}" y="${height * 0.34 + i * size * 1.5}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(size * 0.62)}" fill="#2b333a">${escapeXml(line)}</text>`)
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
<rect width="100%" height="100%" fill="#ffffff"/>
<rect width="100%" height="${height * 0.14}" fill="${band}"/>
<rect y="${height * 0.14}" width="100%" height="${height * 0.008}" fill="#f65605"/>
<text x="${width * 0.08}" y="${height * 0.09}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(size * 0.7)}" font-weight="bold" fill="#ffffff">${escapeXml(heading)}</text>
<text x="${width * 0.08}" y="${height * 0.25}" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="bold" fill="#1f2a33">${escapeXml(page.title)}</text>
${lines}
<text x="${width * 0.08}" y="${height * 0.95}" font-family="DejaVu Sans, sans-serif" font-size="${Math.round(size * 0.45)}" fill="#7a848c">Демонстрационный документ. Новострой, 2026</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 72 }).toBuffer();
}

/**
 * Builds a PDF whose pages are full-page JPEG images. `orientation` picks A4 landscape
 * (desktop presentation) or a tall phone-like page (mobile presentation) or A4 portrait.
 */
export async function renderPdf(heading: string, pages: PdfPage[], orientation: 'landscape' | 'portrait' | 'phone', seed: string): Promise<Buffer> {
  const [pw, ph] = orientation === 'landscape' ? [842, 595] : orientation === 'portrait' ? [595, 842] : [360, 720];
  const scale = orientation === 'phone' ? 2 : 1.4;
  const images = await Promise.all(pages.map((page, i) => pageJpeg(page, heading, Math.round(pw * scale), Math.round(ph * scale), `${seed}:${i}`)));

  const chunks: Buffer[] = [];
  const offsets: number[] = [];
  let length = 0;
  const push = (data: Buffer | string) => {
    const buffer = typeof data === 'string' ? Buffer.from(data, 'latin1') : data;
    chunks.push(buffer);
    length += buffer.length;
  };
  const object = (id: number, body: Buffer | string, stream?: Buffer) => {
    offsets[id] = length;
    push(`${id} 0 obj\n`);
    push(body);
    if (stream) {
      push('\nstream\n');
      push(stream);
      push('\nendstream');
    }
    push('\nendobj\n');
  };

  // Object ids: 1 catalog, 2 page tree, then per page: page, content stream, image.
  const pageIds = pages.map((_, i) => 3 + i * 3);
  push('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n');
  object(1, '<< /Type /Catalog /Pages 2 0 R >>');
  object(2, `<< /Type /Pages /Kids [${pageIds.map((id) => `${id} 0 R`).join(' ')}] /Count ${pages.length} >>`);
  for (const [i, jpeg] of images.entries()) {
    const pageId = pageIds[i];
    const meta = await sharp(jpeg).metadata();
    const content = Buffer.from(`q ${pw} 0 0 ${ph} 0 0 cm /Im0 Do Q`, 'latin1');
    object(pageId, `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${pw} ${ph}] /Resources << /XObject << /Im0 ${pageId + 2} 0 R >> >> /Contents ${pageId + 1} 0 R >>`);
    object(pageId + 1, `<< /Length ${content.length} >>`, content);
    object(pageId + 2, `<< /Type /XObject /Subtype /Image /Width ${meta.width} /Height ${meta.height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode /Length ${jpeg.length} >>`, jpeg);
  }
  const count = 3 + pages.length * 3;
  const xref = length;
  push(`xref\n0 ${count}\n0000000000 65535 f \n`);
  for (let id = 1; id < count; id += 1) push(`${String(offsets[id]).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${count} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.concat(chunks);
}
