// For not-found.tsx (server components): the 'Page Not Found' / 'Page not found' screens.
export { NotFoundScreen } from './not-found-screen';
