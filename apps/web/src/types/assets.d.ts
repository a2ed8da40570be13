// Files the bundler emits as static assets when a module imports them: the import is the file's
// address under /_next/static/media/ (content-hashed, the same address a stylesheet's url() of the
// file gets).
declare module '*.woff2' {
  const url: string;
  export default url;
}
