import type { PollKind } from './contract';

/**
 * The spec's pages of a poll or survey (console §2): each kind has its own form, copy, preview and
 * details paths; a page knows its kind from where it is.
 */
export const pollPaths = (kind: PollKind) => ({
  form: `/backend/${kind}/form`,
  copyQuestion: `/backend/${kind}/form/copyQuestion`,
  preview: `/backend/${kind}/form/preview`,
  details: `/backend/${kind}/details`,
});

export function kindAt(pathname: string): PollKind {
  return pathname.startsWith('/backend/survey/') ? 'survey' : 'poll';
}

/** What the form hands its copy and preview pages, and gets back: its values, and its own navigation state. */
export interface DraftState {
  draft: Record<string, unknown>;
  origin: string;
  originState: Record<string, unknown> | null;
}

export function readDraft(state: unknown): DraftState | null {
  const s = state as Partial<DraftState> | null | undefined;
  return s && typeof s === 'object' && s.draft && typeof s.draft === 'object' ? (s as DraftState) : null;
}
