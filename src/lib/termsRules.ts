/**
 * Saving the terms and conditions (spec console §4): no files and an existing id deletes; files
 * and an id update; files and no id upload; anything else just closes.
 */
export type TermsAction = 'delete' | 'update' | 'upload' | 'close';

export function termsAction(hasFiles: boolean, id: number | null | undefined): TermsAction {
  const hasId = id !== null && id !== undefined;
  if (!hasFiles && hasId) return 'delete';
  if (hasFiles && hasId) return 'update';
  if (hasFiles && !hasId) return 'upload';
  return 'close';
}
