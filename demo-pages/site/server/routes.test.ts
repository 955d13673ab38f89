import { describe, expect, it } from 'vitest';
import { resolvePageRoute } from './routes';

describe('demo site routes', () => {
  it.each([
    { path: '/', route: { language: 'zh', page: 'home' } },
    { path: '/accordion/', route: { language: 'zh', page: 'accordion' } },
    { path: '/en/', route: { language: 'en', page: 'home' } },
    { path: '/ar/accordion/', route: { language: 'ar', page: 'accordion' } },
    { path: '/ja/accordion.html', route: { language: 'ja', page: 'accordion' } },
    { path: '/en/booking/select-apartment-and-rates/', route: { language: 'en', page: 'booking/select-apartment-and-rates' } },
    { path: '/booking/select-apartment-and-rates', route: { language: 'zh', page: 'booking/select-apartment-and-rates' } },
    { path: '/zh/accordion/', route: { language: 'zh', page: 'zh/accordion' } },
    { path: '/en/a/b/c/d/', route: undefined },
    { path: '/en/../secret', route: undefined },
    { path: '/en/_layout/', route: undefined },
  ])('$path → $route', ({ path, route }) => {
    expect(resolvePageRoute(path)).toEqual(route);
  });
});
