// Shared PDF plumbing: a new document with the embedded Cyrillic fonts, text drawn from the top
// of the page (pdf-lib measures from the bottom), fitting long text to a width, status colours.
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import type { PropertyStatus } from '@novostroy/contracts';
import { loadFontBytes, type FontBytes } from './font-bytes';

let fontBytes: FontBytes | undefined;

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

export interface PdfContext {
  doc: PDFDocument;
  fonts: Fonts;
}

export const BRAND = 'Новострой';
export const INK = rgb(0.13, 0.13, 0.13);
export const MUTED = rgb(0.42, 0.42, 0.42);
export const ACCENT = rgb(0.965, 0.337, 0.02); // #f65605, the site's accent colour
export const LINE = rgb(0.8, 0.8, 0.8);

export const STATUS_FILL: Record<PropertyStatus, RGB> = {
  AVAILABLE: rgb(0.78, 0.91, 0.78),
  BOOKED: rgb(0.99, 0.87, 0.6),
  SOLD: rgb(0.86, 0.86, 0.86),
};

export async function createPdf(title: string): Promise<PdfContext> {
  fontBytes ??= loadFontBytes();
  const doc = await PDFDocument.create();
  doc.registerFontkit(fontkit);
  // Subsetting keeps a one-page card near 30 KB instead of carrying the whole 750 KB font.
  const regular = await doc.embedFont(fontBytes.regular, { subset: true });
  const bold = await doc.embedFont(fontBytes.bold, { subset: true });
  doc.setTitle(title);
  doc.setAuthor(BRAND);
  doc.setCreator('Novostroy sales-data service');
  doc.setProducer('pdf-lib');
  doc.setLanguage('ru-RU');
  return { doc, fonts: { regular, bold } };
}

export interface TextOptions {
  font: PDFFont;
  size: number;
  color?: RGB;
  /** Shrinks the text with an ellipsis to this width. */
  maxWidth?: number;
  align?: 'left' | 'center' | 'right';
}

// Measuring runs fontkit's full text layout, the slowest step of a long price list; table cells
// repeat a lot (complex names, statuses), so widths at size 1 are remembered per font and text.
const unitWidths = new WeakMap<PDFFont, Map<string, number>>();
const MEASURE_CACHE_LIMIT = 20_000;

export function textWidth(font: PDFFont, text: string, size: number): number {
  let widths = unitWidths.get(font);
  if (!widths) {
    widths = new Map();
    unitWidths.set(font, widths);
  }
  let width = widths.get(text);
  if (width === undefined) {
    width = font.widthOfTextAtSize(text, 1);
    if (widths.size >= MEASURE_CACHE_LIMIT) widths.clear();
    widths.set(text, width);
  }
  return width * size;
}

/** Draws one line with its top at `top` (measured from the page's top edge). */
export function drawLine(page: PDFPage, content: string, x: number, top: number, options: TextOptions): void {
  const text = options.maxWidth === undefined ? content : fitText(content, options.font, options.size, options.maxWidth);
  const width = textWidth(options.font, text, options.size);
  const left = options.align === 'center' ? x - width / 2 : options.align === 'right' ? x - width : x;
  page.drawText(text, { x: left, y: page.getHeight() - top - options.size * 0.8, size: options.size, font: options.font, color: options.color ?? INK });
}

export function fitText(text: string, font: PDFFont, size: number, maxWidth: number): string {
  if (textWidth(font, text, size) <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && textWidth(font, `${cut}…`, size) > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

/** A rectangle given by its top-left corner measured from the page's top edge. */
export function drawBox(page: PDFPage, x: number, top: number, width: number, height: number, style: { fill?: RGB; border?: RGB; borderWidth?: number }): void {
  page.drawRectangle({
    x,
    y: page.getHeight() - top - height,
    width,
    height,
    ...(style.fill ? { color: style.fill } : {}),
    ...(style.border ? { borderColor: style.border, borderWidth: style.borderWidth ?? 1 } : {}),
  });
}

export function todayInMoscow(): string {
  return new Date().toLocaleDateString('ru-RU', { timeZone: 'Europe/Moscow' });
}

export function drawFooter(page: PDFPage, fonts: Fonts, note: string): void {
  drawLine(page, `${BRAND} · ${note}`, 36, page.getHeight() - 30, { font: fonts.regular, size: 7.5, color: MUTED, maxWidth: page.getWidth() - 72 });
}
