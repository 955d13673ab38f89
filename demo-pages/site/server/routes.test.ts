import { describe, expect, it } from 'vitest';
import { resolvePageRoute } from './routes';

describe('demo site routes', () => {
  it.each([
    { path: '/', route: { language: 'zh', page: 'home' } },
    { path: '/accordion/', route: { language: 'zh', page: 'accordion' } },
    { path: '/en/', route: { language: 'en', page: 'home' } },
    { path: '/ar/accordion/', route: { language: 'ar', page: 'accordion' } },
    { path: '/ja/accordion.html', route: { language: 'ja', page: 'accordion' } },
    { path: '/zh/accordion/', route: undefined },
    { path: '/en/a/b/', route: undefined },
    { path: '/en/../secret', route: undefined },
  ])('$path → $route', ({ path, route }) => {
    expect(resolvePageRoute(path)).toEqual(route);
  });
});
