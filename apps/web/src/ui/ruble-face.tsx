'use client';
// The rouble sign's face (ui/tokens.css) is not among the preloaded cuts: a page without prices
// should not pay for it. But fetched only when layout first meets a "₽", it arrives after the first
// layout, and then the browser lays the whole page out again (every text's font list names the
// face) and the sign swaps on screen: 46-55 ms of main thread on the home page at a phone's CPU.
// A page that shows prices renders this once, so its head asks for the face beside the other fonts
// and the first layout already has it. A client component: React's server renderer takes the
// preload from a component it renders itself (a hint sent from a server component did not always
// reach the document's head).
import { preload } from 'react-dom';
import rubleFace from './fonts/manrope-ruble-wght.woff2';

export function RubleFacePreload(): null {
  preload(rubleFace, { as: 'font', type: 'font/woff2', crossOrigin: 'anonymous' });
  return null;
}
