// The error screens of spec §8, for error boundaries (client components). The 'Page Not Found'
// screen reads the request's headers, so it is in ./server.
export { ErrorScreen, type ErrorScreenProps } from './error-screen';
