import Box from '@mui/material/Box';
import { ImageInput } from '../../src/components/form/ImageInput';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import { TranslatedInputs } from '../../src/components/form/TranslatedInputs';
import { ResourceDetails } from '../../src/components/list/ResourceDetails';
import { ResourceList } from '../../src/components/list/ResourceList';
import { useLocalized } from '../../src/client/localized';
import { THUMBNAIL_HEIGHT } from '../../src/lib/imageRules';
import { CONTENT_LOCALES } from '../../src/lib/contentLocales';
import { CAPTION_MAX, GALLERY_ASPECT } from './contract';

interface Picture {
  id: number;
  image: string;
  caption: Partial<Record<string, string>>;
  position: number;
}

/** A picture as its thumbnail: 150 px high (spec console §9), narrower on a phone. */
function Thumbnail({ src, alt }: { src: string; alt: string }) {
  return (
    <Box
      component="img"
      src={src}
      alt={alt}
      loading="lazy"
      sx={{ height: { xs: 96, sm: THUMBNAIL_HEIGHT }, maxWidth: { xs: 140, sm: 260 }, objectFit: 'cover', borderRadius: 1, display: 'block' }}
    />
  );
}

export function GalleryList() {
  const text = useLocalized();
  return (
    <ResourceList<Picture>
      label={(r) => text(r.caption)}
      // The contract's columns (`list.columns`); the picture is the list's own, at the spec's height.
      renders={{ image: (r) => <Thumbnail src={r.image} alt={text(r.caption)} /> }}
    />
  );
}

export function GalleryDetails() {
  const text = useLocalized();
  return (
    <ResourceDetails<Picture>
      fields={[
        { label: 'resources.district_gallery.fields.image', render: (r) => <Thumbnail src={r.image} alt={text(r.caption)} /> },
        ...CONTENT_LOCALES.map((l) => ({ label: `Form.Locales.${l}`, render: (r: Picture) => r.caption?.[l] || '—' })),
      ]}
    />
  );
}

export function GalleryForm() {
  return (
    <ResourceForm<Picture>>
      {() => (
        <>
          <ImageInput source="image" aspect={GALLERY_ASPECT} />
          <TranslatedInputs fields={['caption']}>{(l) => <LimitedTextInput source={`caption.${l}`} locale={l} max={CAPTION_MAX} />}</TranslatedInputs>
        </>
      )}
    </ResourceForm>
  );
}
