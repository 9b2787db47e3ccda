/**
 * The page a notification opens: `url` resolved against the app's origin when it stays on it,
 * else `fallback`. Resolving, not reading the text, is what counts: browsers read '/\evil.example'
 * as '//evil.example', another site.
 */
export function appPageUrl(url: unknown, origin: string, fallback = '/notifications'): string {
  const home = new URL(fallback, origin).href;
  if (typeof url !== 'string') return home;
  try {
    const page = new URL(url, origin);
    return page.origin === new URL(origin).origin ? page.href : home;
  } catch {
    return home;
  }
}
