// Page scroll lock of spec §4: while a modal is open the body gets overflow hidden and height
// 100vh; closing restores what was there before. Counted, so a modal opened over another one
// (the thank-you message over a form) and closed in any order leaves the page as it was.
let holders = 0;
let saved: { overflow: string; height: string } | null = null;

/** Locks the page; the returned function releases this hold (a second call does nothing). */
export function lockPageScroll(): () => void {
  const { style } = document.body;
  if (holders === 0) {
    saved = { overflow: style.overflow, height: style.height };
    style.overflow = 'hidden';
    style.height = '100vh';
  }
  holders += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders -= 1;
    if (holders === 0 && saved) {
      style.overflow = saved.overflow;
      style.height = saved.height;
      saved = null;
    }
  };
}
