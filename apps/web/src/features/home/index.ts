// The home page: its data (server only) and its body. The route file composes the two.
export { HomePage } from './components/home-page';
export { loadHome, type HomeData } from './data/load-home';
export { homeJsonLd } from './data/home-json-ld';
