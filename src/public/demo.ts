/**
 * Whether this console runs on demo data: the server marks index.html in demo mode
 * (server/plugins/static.ts), so it is known at the first paint, without a request.
 */
export function isDemo(): boolean {
  return typeof document !== 'undefined' && document.querySelector('meta[name="borgo-demo"]') !== null;
}
