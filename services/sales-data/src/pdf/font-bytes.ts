// The Cyrillic TrueType fonts embedded in every PDF (DejaVu Sans from the dejavu-fonts-ttf package).
// Read from node_modules when running from source; build.mjs swaps this module for one that
// inlines the same files, so the bundle needs nothing at run time.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export interface FontBytes {
  regular: Uint8Array;
  bold: Uint8Array;
}

export function loadFontBytes(): FontBytes {
  const require = createRequire(import.meta.url);
  return {
    regular: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    bold: readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  };
}
