// A unit as other features show it: what it is called and its card. Light on purpose: the unit
// page itself (with its client islands) is in ./server, so a listing importing a card does not
// carry the page's code.
export { UnitCard, type UnitCardProps } from './components/unit-card';
export { unitTitle } from './data/unit-title';
export { unitTexts } from './texts';
