import { useLocation } from 'react-router';
import { useTarget, targetState } from '../../src/registry/navigation';
import { useSession } from '../../src/session';

/** The brand a theme or publishing page is for (spec console §2: target id, brand name, language). */
export interface BrandTarget {
  id: number | null;
  brandName: string;
  language: string;
}

/**
 * The page's brand: from the navigation state, as the spec passes it, else from the address's
 * query (`?TargetId=3&brandName=…&language=it`), which the links also carry so that a reload, a
 * bookmark or a link sent to a colleague opens the same brand.
 */
export function useBrandTarget(): BrandTarget {
  const { search } = useLocation();
  const target = useTarget();
  const districtLanguage = useSession((s) => s.district?.default_language ?? 'en');
  const query = new URLSearchParams(search);
  const state = target.state as { brandName?: unknown; language?: unknown };
  const raw = target.targetId ?? query.get('TargetId');
  const id = raw !== null && /^[1-9]\d{0,9}$/.test(String(raw)) ? Number(raw) : null;
  const brandName = typeof state.brandName === 'string' ? state.brandName : (query.get('brandName') ?? '');
  const language = typeof state.language === 'string' ? state.language : (query.get('language') ?? target.defaultLanguage ?? districtLanguage);
  return { id, brandName, language };
}

/** The address and navigation state of a brand's page (`themeSetting`, `appPublishing`), opened from `origin`. */
export function brandPageLink(page: 'themeSetting' | 'appPublishing', brand: { id: number; name: string }, language: string, origin: string) {
  const query = new URLSearchParams({ TargetId: String(brand.id), brandName: brand.name, language });
  return {
    path: `/backend/brands/${page}?${query.toString()}`,
    state: targetState(brand.id, language, origin, { brandName: brand.name, language }),
  };
}
