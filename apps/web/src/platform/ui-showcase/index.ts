// /debug/ui: every component of ui/ in every state, for designers, testers and the e2e checks of
// keyboard use and contrast. Never indexed.
export { UiShowcase } from './components/ui-showcase';
