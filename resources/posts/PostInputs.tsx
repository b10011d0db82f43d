import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import {
  AutocompleteArrayInput,
  RadioButtonGroupInput,
  SelectInput,
  useDataProvider,
  useInput,
  useTranslate,
  ValidationError,
  type RaRecord,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { VISIBILITIES } from '../../src/contract/content';
import { useAutocompleteTexts } from '../../src/components/form/autocompleteTexts';
import { ImageInput } from '../../src/components/form/ImageInput';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { TranslatedInputs } from '../../src/components/form/TranslatedInputs';
import { isFeatureOn } from '../../src/lib/features';
import { holds } from '../../src/lib/permissions';
import type { BorgoDataProvider } from '../../src/providers/dataProvider';
import { useSession } from '../../src/session';
import {
  LINKED_CONTENT_KINDS,
  POST_DESCRIPTION_MAX,
  POST_EMAIL_MAX,
  POST_IMAGE_MAX_BYTES,
  POST_LINK_MAX,
  POST_PHONE_MAX,
  POST_TITLE_MAX,
  POST_TYPES,
  type PostStatus,
} from './contract';
import { canSwitchOff } from './rules';

export interface PostRow extends RaRecord {
  type: 'request' | 'offer';
  status: PostStatus;
  title?: Record<string, string>;
  author_id: number | null;
  author_data?: { name: string; email: string | null; phone: string | null };
}

type Option = { id: number; name: string };

/** An option list of the posts' routes, for the current district. */
function useOptions(path: string, query: Record<string, string>, enabled = true) {
  const dataProvider = useDataProvider<BorgoDataProvider>();
  const districtId = useSession((s) => s.district?.id ?? null);
  return useQuery({
    queryKey: ['posts', path, districtId, query],
    queryFn: () => dataProvider.getOptions<Option>(path, query).then((r) => r.data),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * A display switch of the contact options (spec content §5): it may be turned off only while the
 * other one is on, so at least one contact stays displayed; `disabled` when it cannot be used at all.
 */
function DisplaySwitch({ source, other, disabled, hint }: { source: string; other: string; disabled?: boolean; hint?: string }) {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source });
  const otherOn = useWatch({ name: other }) as boolean | undefined;
  const on = field.value === true;
  const locked = disabled || (on && !canSwitchOff(otherOn));
  return (
    <Box>
      <FormControlLabel
        control={
          <Switch
            checked={on}
            onChange={(e) => field.onChange(e.target.checked)}
            disabled={locked}
            slotProps={{ input: { 'aria-describedby': `${source}-hint` } }}
          />
        }
        label={translate(`resources.posts.fields.${source}`)}
        data-testid={`switch-${source}`}
      />
      {(fieldState.error?.message || hint) && (
        <FormHelperText id={`${source}-hint`} error={fieldState.invalid} data-testid={fieldState.invalid ? `error-${source}` : undefined}>
          {fieldState.error?.message ? <ValidationError error={fieldState.error.message} /> : translate(hint!)}
        </FormHelperText>
      )}
    </Box>
  );
}

/** Spec content §4: a linked-content type loads its valid contents (for the post's visibility) to pick one. */
function LinkedContentInputs() {
  const translate = useTranslate();
  const kind = useWatch({ name: 'linked_content_type' }) as string | null | undefined;
  const visibility = (useWatch({ name: 'visibility' }) as string | undefined) ?? 'public';
  const { data, isPending } = useOptions('posts/linked_contents', { linked_content_type: kind ?? '', visibility }, !!kind);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <SelectInput
        source="linked_content_type"
        choices={LINKED_CONTENT_KINDS.map((k) => ({ id: k, name: `resources.posts.values.linked_content_type.${k}` }))}
        emptyText="resources.posts.values.linked_content_type.none"
        parse={(v: string) => (v === '' ? null : v)}
      />
      {kind && (
        <SelectInput
          source="linked_content_id"
          choices={data ?? []}
          isPending={isPending}
          emptyText={data?.length === 0 ? 'resources.posts.noLinkedContent' : ''}
          parse={(v: string) => (v === '' ? null : Number(v))}
          helperText={data?.length === 0 ? translate('resources.posts.noLinkedContent') : false}
        />
      )}
    </Box>
  );
}

/** The smart-solution labels (spec content §6): for smart_solution_view holders where SmartSolution is on. */
function SmartSolutionsInput() {
  const texts = useAutocompleteTexts();
  const { data, isPending } = useOptions('smart_solutions_labels/options', {});
  return (
    <AutocompleteArrayInput
      source="smart_solutions"
      choices={data ?? []}
      isPending={isPending}
      optionText="name"
      optionValue="id"
      fullWidth
      {...texts}
      slotProps={{ chip: { size: 'small' } }}
    />
  );
}

/**
 * The post form's fields (spec content §2 "Post form", §3 "Post"): type and linked content, title
 * and description per language, external link, contact options, cover, visibility and the
 * smart-solution labels.
 */
export function PostInputs({ record }: { record: PostRow | undefined }) {
  const translate = useTranslate();
  const me = useSession((s) => s.user);
  const smart = useSession((s) => holds(s.user?.permissions ?? [], 'smart_solution_view') && isFeatureOn(s.configuration, 'SmartSolution'));
  const showPhone = useWatch({ name: 'display_telephone' }) as boolean | undefined;
  // Spec content §5: the phone can be shown only if the author has one (a new post's author is the user).
  const authorPhone = record ? record.author_data?.phone : me?.phone;
  const hasPhone = typeof authorPhone === 'string' && authorPhone.trim() !== '';
  return (
    <>
      {record?.author_data?.name && (
        <Typography variant="body2" color="text.secondary" data-testid="post-author">
          {translate('resources.posts.by', { name: record.author_data.name })}
        </Typography>
      )}
      <RadioButtonGroupInput source="type" choices={POST_TYPES.map((t) => ({ id: t, name: `resources.posts.values.type.${t}` }))} row />
      <LinkedContentInputs />
      <TranslatedInputs fields={['title', 'description']}>
        {(l) => (
          <>
            <LimitedTextInput source={`title.${l}`} locale={l} max={POST_TITLE_MAX} />
            <LimitedTextInput source={`description.${l}`} locale={l} max={POST_DESCRIPTION_MAX} multiline />
          </>
        )}
      </TranslatedInputs>
      <LimitedTextInput source="external_link" max={POST_LINK_MAX} />
      <Box>
        <Typography variant="subtitle2" sx={{ mb: 1 }}>
          {translate('resources.posts.contacts')}
        </Typography>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start' }}>
          <Box>
            <DisplaySwitch source="display_email" other="display_telephone" />
            <LimitedTextInput source="contact_email" max={POST_EMAIL_MAX} />
          </Box>
          <Box>
            <DisplaySwitch
              source="display_telephone"
              other="display_email"
              disabled={!hasPhone && !showPhone}
              hint={hasPhone ? undefined : 'resources.posts.noPhone'}
            />
            {showPhone && <LimitedTextInput source="contact_telephone" max={POST_PHONE_MAX} />}
          </Box>
        </Box>
      </Box>
      <ImageInput source="image_path" maxBytes={POST_IMAGE_MAX_BYTES} />
      <SelectInput
        source="visibility"
        choices={VISIBILITIES.map((v) => ({ id: v, name: `resources.posts.values.visibility.${v}` }))}
        sx={{ minWidth: 240, maxWidth: 360 }}
      />
      {smart && <SmartSolutionsInput />}
    </>
  );
}
