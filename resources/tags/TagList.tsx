import { ResourceList } from '../../src/components/list/ResourceList';
import { useLocalized } from '../../src/client/localized';

export interface Tag {
  id: number;
  name: Partial<Record<string, string>>;
  status: string;
  created_at?: string;
}

/**
 * The tags list, in a module of its own: opening the list (a click in the sidebar, a cold load)
 * then loads and compiles the list's code only, not the form's and the details' (issue 11). Its
 * columns are the contract's (`list.columns`), which the wait screen draws the first rows with.
 */
export function TagList() {
  const text = useLocalized();
  return <ResourceList<Tag> label={(r) => text(r.name)} />;
}
