import { useCallback } from 'react';
import type { Identifier } from 'react-admin';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useSession } from '../session';
import { FORM_PATH, pagePath } from './registry';
import type { ResourceDeclaration } from './defineResource';

/**
 * Spec console §2: detail and edit screens get their target from navigation state, not the URL:
 * the target id, the default language and the path they were opened from.
 */
export interface TargetState {
  TargetId?: Identifier | null;
  defaultLanguage?: string;
  origin?: string;
  /** The navigation state the origin had, so going back reopens it on the same record. */
  originState?: unknown;
  /** Anything else a page hands the next one (the category type of a new category). */
  [extra: string]: unknown;
}

export const DEFAULT_BACK = '/backend/dashboard';

export function targetState(
  targetId: Identifier | null | undefined,
  defaultLanguage: string,
  origin: string,
  extra: Record<string, unknown> = {},
  originState: unknown = null,
): TargetState {
  return { ...extra, TargetId: targetId ?? null, defaultLanguage, origin, originState };
}

/** Where "back" goes: a path and the state to reopen it with. */
export interface BackTarget {
  path: string;
  state: unknown;
}

export function readTarget(state: unknown): {
  targetId: Identifier | null;
  defaultLanguage: string | null;
  origin: string | null;
  originState: unknown;
  state: TargetState;
} {
  const s = (state && typeof state === 'object' ? state : {}) as TargetState;
  const id = s.TargetId;
  return {
    targetId: id === undefined || id === null || id === '' ? null : id,
    defaultLanguage: typeof s.defaultLanguage === 'string' ? s.defaultLanguage : null,
    origin: typeof s.origin === 'string' ? s.origin : null,
    originState: s.originState ?? null,
    state: s,
  };
}

/** The navigation state's target, or the route's `:TargetId` (spec console §2 "posts/form/:TargetId?"). */
export function useTarget() {
  const location = useLocation();
  const { TargetId } = useParams();
  const target = readTarget(location.state);
  return target.targetId === null && TargetId ? { ...target, targetId: TargetId } : target;
}

/** Opens a resource's pages with the navigation state they expect. */
export function useOpenResource(d: ResourceDeclaration) {
  const navigate = useNavigate();
  const { pathname, state } = useLocation();
  const language = useSession((s) => s.district?.default_language ?? 'en');
  const open = useCallback(
    (path: string, id?: Identifier | null, extra?: Record<string, unknown>) => navigate(path, { state: targetState(id, language, pathname, extra, state) }),
    [navigate, language, pathname, state],
  );
  return {
    details: (id: Identifier) => open(d.detailsRoute, id),
    form: (id?: Identifier | null, extra?: Record<string, unknown>) => open(`${d.route}/${FORM_PATH}`, id, extra),
    page: (path: string, id?: Identifier | null, extra?: Record<string, unknown>) => open(pagePath(d, path), id, extra),
  };
}

/** Where a page goes back to: where it was opened from (with that page's state), else `fallback`. */
export function useBackTarget(fallback: string = DEFAULT_BACK): BackTarget {
  const { origin, originState } = useTarget();
  return origin ? { path: origin, state: originState } : { path: fallback, state: null };
}

/** Back to where a page was opened from, else the fallback (the dashboard by default). */
export function useGoBack(fallback: string = DEFAULT_BACK) {
  const navigate = useNavigate();
  const back = useBackTarget(fallback);
  return useCallback(() => navigate(back.path, { state: back.state }), [navigate, back.path, back.state]);
}
