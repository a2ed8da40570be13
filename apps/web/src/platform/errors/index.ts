// The error screens of spec §8, for error boundaries (client components). The 'Page Not Found'
// screen reads the request's headers, so it is in ./server.
export { ErrorScreen, type ErrorScreenProps } from './error-screen';
// Finds a 404 screen in the page: for code that tells a 404 from the page its address names.
export { NOT_FOUND_SCREEN } from './not-found-kinds';
