import Box from '@mui/material/Box';
import { useTranslate } from 'react-admin';
import { ResourceDetails } from '../../src/components/list/ResourceDetails';
import { THUMBNAIL_HEIGHT } from '../../src/lib/imageRules';
import { CONTENT_LOCALES } from '../../src/lib/contentLocales';
import { ColorSwatch } from './CategoryPage';
import type { Category } from './types';

const image = (src?: string | null) =>
  src ? <Box component="img" src={src} alt="" sx={{ height: THUMBNAIL_HEIGHT / 2, maxWidth: '100%', objectFit: 'contain' }} /> : '—';

/** A category's details: names per language, type and visibility, and for activities colour and images. */
export function CategoryDetails() {
  const translate = useTranslate();
  return (
    <ResourceDetails<Category>
      fields={[
        ...CONTENT_LOCALES.map((l) => ({ label: `Form.Locales.${l}`, render: (r: Category) => r.name?.[l] || '—' })),
        { label: 'resources.categories.fields.type', render: (r) => translate(`resources.categories.tabs.${r.type}`) },
        { label: 'resources.categories.fields.visibility', render: (r) => translate(`Status.${r.visibility}`) },
        { label: 'resources.categories.fields.category_color', render: (r) => <ColorSwatch color={r.category_color} /> },
        { label: 'resources.categories.fields.category_icon', render: (r) => image(r.category_icon) },
        { label: 'resources.categories.fields.category_grey_icon', render: (r) => image(r.category_grey_icon) },
        { label: 'resources.categories.fields.category_illustration', render: (r) => image(r.category_illustration) },
      ]}
    />
  );
}
