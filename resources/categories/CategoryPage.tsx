import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router';
import { ListHeader } from '../../src/components/list/ListHeader';
import { ResourceList } from '../../src/components/list/ResourceList';
import { useContractColumns } from '../../src/components/list/contractColumns';
import { useLocalized } from '../../src/client/localized';
import { useOpenResource } from '../../src/registry/navigation';
import { useDeclaration } from '../../src/registry/ResourcePage';
import { CATEGORY_TYPES, editPathOf, isPrivate, type Category, type CategoryType } from './types';

/** A colour as a small round swatch with its hex beside it. */
export function ColorSwatch({ color }: { color?: string }) {
  if (!color) return null;
  return (
    <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
      <Box component="span" sx={{ width: 18, height: 18, borderRadius: '50%', bgcolor: color, border: 1, borderColor: 'divider' }} />
      <span>{color}</span>
    </Box>
  );
}

/** The community category page: Activities and Tools tabs, each a shared list (spec content §2). */
export function CategoryPage() {
  const d = useDeclaration();
  const translate = useTranslate();
  const text = useLocalized();
  const open = useOpenResource(d);
  const { state } = useLocation();
  // Spec content §9: the page opens on activities, or on the tab it was left from.
  const [type, setType] = useState<CategoryType>((state as { type?: CategoryType } | null)?.type === 'tool' ? 'tool' : 'activity');
  // The contract's columns (`list.columns`, the Activities tab's): the Tools tab keeps the name only.
  const all = useContractColumns<Category>({
    category_icon: (r) =>
      r.category_icon && <Box component="img" src={r.category_icon} alt="" sx={{ height: 32, width: 32, objectFit: 'contain', display: 'block' }} />,
    category_color: (r) => <ColorSwatch color={r.category_color} />,
    visibility: (r) => translate(`Status.${r.visibility}`),
  });
  const columns = type === 'activity' ? all : all.filter((c) => c.source === 'name');
  return (
    <Box>
      <ListHeader title={translate(d.contract.title, { smart_count: 2 })} />
      <Paper variant="outlined" sx={{ mb: 2 }}>
        <Tabs value={type} onChange={(_, v: CategoryType) => setType(v)} sx={{ px: 1 }}>
          {CATEGORY_TYPES.map((t) => (
            <Tab key={t} value={t} label={translate(`resources.categories.tabs.${t}`)} data-testid={`category-tab-${t}`} />
          ))}
        </Tabs>
      </Paper>
      <ResourceList<Category>
        key={type}
        title={false}
        filter={{ type }}
        columns={columns}
        label={(r) => text(r.name)}
        canDelete={(r) => !isPrivate(r)}
        onCreate={() => open.form(null, { type })}
        onEdit={(r) => open.page(editPathOf(r.type), r.id)}
      />
    </Box>
  );
}
