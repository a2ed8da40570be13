// Rectangles and the SVG polygon-points text the API hands out for clickable areas.

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const r1 = (value: number) => Math.round(value * 10) / 10;

export function rectPoints(rect: Rect): string {
  const { x, y, w, h } = rect;
  return `${r1(x)},${r1(y)} ${r1(x + w)},${r1(y)} ${r1(x + w)},${r1(y + h)} ${r1(x)},${r1(y + h)}`;
}

/** Splits a row rectangle into parts whose widths are proportional to the weights. */
export function splitRow(row: Rect, weights: readonly number[]): Rect[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  let x = row.x;
  return weights.map((weight) => {
    const w = total > 0 ? (row.w * weight) / total : row.w / weights.length;
    const part = { x, y: row.y, w, h: row.h };
    x += w;
    return part;
  });
}
