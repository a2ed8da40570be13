// The site's icons and web app manifest: the <head> links here; the files from server.ts.
export { ICONS_METADATA, iconUnderIcons } from './paths';
