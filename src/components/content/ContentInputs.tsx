import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BooleanInput, RadioButtonGroupInput, required, SelectInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import {
  CONTENT_AUTHOR_MAX,
  CONTENT_DESCRIPTION_MAX,
  CONTENT_PLACE_ADDRESS_MAX,
  CONTENT_PLACE_NAME_MAX,
  CONTENT_SOURCE_MAX,
  CONTENT_SUBTITLE_MAX,
  CONTENT_TITLE_MAX,
  GROUP_TEXT_MAX,
  VISIBILITIES,
  hasField,
  type ContentSpec,
} from '../../contract/content';
import { DateInput } from '../form/DateInput';
import { ImageInput } from '../form/ImageInput';
import { LimitedTextInput } from '../form/LimitedTextInput';
import { TranslatedInputs } from '../form/TranslatedInputs';

import { TagsInput } from './TagsInput';

const LINK_MAX = 2000;

/** Place none / a space / another place with its name and address (spec content §2, §5). */
function PlaceInputs({ resource }: { resource: string }) {
  const translate = useTranslate();
  const type = useWatch({ name: 'place_type' }) as string | undefined;
  return (
    <Box>
      <RadioButtonGroupInput
        source="place_type"
        choices={['none', 'select_space', 'custom_space'].map((v) => ({
          id: v,
          name: `resources.${resource}.values.place_type.${v}`,
          // The spaces are their own section (issue 16): until it is in use there is none to pick.
          disabled: v === 'select_space',
        }))}
        helperText="Content.SpacesLater"
      />
      {type === 'custom_space' && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <LimitedTextInput source="place_name" max={CONTENT_PLACE_NAME_MAX} />
          <LimitedTextInput source="place_address" max={CONTENT_PLACE_ADDRESS_MAX} />
        </Box>
      )}
      {type === 'select_space' && <Typography color="text.secondary">{translate('Content.SpacesLater')}</Typography>}
    </Box>
  );
}

/**
 * The content form's inputs (spec content §2 "News and event content form", §3 "Content submit
 * payload"): title and text per language, then the parts this entity has.
 */
export function ContentInputs({ resource, spec }: { resource: string; spec: ContentSpec }) {
  const translate = useTranslate();
  const has = (f: Parameters<typeof hasField>[1]) => hasField(spec, f);
  const translatable = ['title', ...(has('subtitle') ? ['subtitle'] : []), 'description', ...(has('group') ? ['welcome_message', 'goals'] : [])];
  return (
    <>
      <TranslatedInputs fields={translatable}>
        {(l) => (
          <>
            <LimitedTextInput source={`title.${l}`} locale={l} max={CONTENT_TITLE_MAX} />
            {has('subtitle') && <LimitedTextInput source={`subtitle.${l}`} locale={l} max={CONTENT_SUBTITLE_MAX} />}
            <LimitedTextInput source={`description.${l}`} locale={l} max={CONTENT_DESCRIPTION_MAX} multiline />
            {has('group') && (
              <>
                <LimitedTextInput source={`welcome_message.${l}`} locale={l} max={GROUP_TEXT_MAX} multiline />
                <LimitedTextInput source={`goals.${l}`} locale={l} max={GROUP_TEXT_MAX} multiline />
              </>
            )}
          </>
        )}
      </TranslatedInputs>
      {has('cover') && <ImageInput source="cover" />}
      {has('episode_cover') && <ImageInput source="episode_cover" />}
      {has('external_link') && <LimitedTextInput source="external_link" max={LINK_MAX} />}
      {has('dates') && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <DateInput source="datetime_start" />
          <DateInput source="datetime_end" />
        </Box>
      )}
      {has('place') && <PlaceInputs resource={resource} />}
      <Box>
        <DateInput source="datetime_confirmation" />
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {translate('Content.PublishHint')}
        </Typography>
      </Box>
      {(has('author') || has('source')) && (
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {has('author') && <LimitedTextInput source="author_name" max={CONTENT_AUTHOR_MAX} />}
          {has('source') && <LimitedTextInput source="source" max={CONTENT_SOURCE_MAX} />}
        </Box>
      )}
      {has('tags') && <TagsInput resource={resource} />}
      {(has('visibility') || has('top_news')) && (
        <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
          {has('visibility') && (
            <SelectInput
              source="visibility"
              choices={VISIBILITIES.map((v) => ({ id: v, name: `resources.${resource}.values.visibility.${v}` }))}
              sx={{ minWidth: 240 }}
              validate={required()}
            />
          )}
          {has('top_news') && <BooleanInput source="top_news" />}
        </Box>
      )}
    </>
  );
}
