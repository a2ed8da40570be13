// Small helpers for writing SVG text safely.

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);
}

export const FONT_FAMILY = "'DejaVu Sans', 'PT Sans', Arial, sans-serif";

const n = (value: number) => (Math.round(value * 10) / 10).toString();

export function svgDocument(width: number, height: number, title: string, body: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(title)}" font-family="${escapeXml(FONT_FAMILY)}">` +
    `<title>${escapeXml(title)}</title>${body}</svg>\n`
  );
}

export function rect(x: number, y: number, w: number, h: number, attributes: string): string {
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" ${attributes}/>`;
}

export function text(x: number, y: number, content: string, attributes = ''): string {
  return `<text x="${n(x)}" y="${n(y)}" ${attributes}>${escapeXml(content)}</text>`;
}
