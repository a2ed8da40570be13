// Test stand-in for 'next/font/local': Next's compiler replaces its calls at build time, so under
// vitest the real module exports nothing callable. A font gives a class and a variable class named
// after its `variable` option.
export default function localFont(options: { variable?: string }) {
  const name = (options.variable ?? '--font').replace(/^--/, '');
  return { className: name, style: { fontFamily: name }, variable: name };
}
