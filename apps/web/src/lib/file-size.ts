// A download's size as Russian readers write it beside the link: "40 КБ", "2,3 МБ".
import { formatNumber } from './number';

/** 41021 -> "40 КБ", 2_400_000 -> "2,3 МБ"; null for an unknown or impossible size. */
export function fileSizeText(bytes: number | null): string | null {
  if (bytes === null || !Number.isFinite(bytes) || bytes < 0) return null;
  if (bytes < 1024) return `${Math.round(bytes)} Б`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} КБ`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} МБ`;
}
