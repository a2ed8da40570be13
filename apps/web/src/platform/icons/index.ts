// The site's icons and web app manifest: the <head> links here; the files from server.ts.
export { ICON_PATHS, ICONS_METADATA, iconUnderIcons } from './paths';
