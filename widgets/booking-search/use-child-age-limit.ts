import { useEffect, useState } from 'react';
import { fetchChildAgeLimit } from '../../shared/api/child-age-limit-service';
import { getApiClient } from '../../shared/api/page-client';
import { childAgeLimitLookup } from '../../shared/domain/destination-limits';
import { useWidgetEnvironment } from '../../shared/element/widget-environment';

/**
 * The child-age limit of the destination (booking spec §3: per city or per property); the
 * configured default for brands, before a destination is chosen and when the lookup fails.
 */
export function useChildAgeLimit(destination: Parameters<typeof childAgeLimitLookup>[0], fallback: number): number {
  const { language } = useWidgetEnvironment();
  const code = childAgeLimitLookup(destination);
  const [found, setFound] = useState<{ code: string; limit: number }>();
  useEffect(() => {
    if (!code) return;
    let live = true;
    void fetchChildAgeLimit(getApiClient(), language, code).then((result) => live && result.ok && setFound({ code, limit: result.data }));
    return () => {
      live = false;
    };
  }, [code, language]);
  return found && found.code === code ? found.limit : fallback;
}
