import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { useGetOne, useTranslate } from 'react-admin';
import { ColorInput } from '../../src/components/form/ColorInput';
import { ImageInput } from '../../src/components/form/ImageInput';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import { TranslatedInputs } from '../../src/components/form/TranslatedInputs';
import { useTarget } from '../../src/registry/navigation';
import { activityCategorySchema, CATEGORY_IMAGE_MAX_BYTES, CATEGORY_TITLE_MAX, DEFAULT_CATEGORY_COLOR, toolCategorySchema } from './constants';
import { CATEGORY_TYPES, isPrivate, type Category, type CategoryType } from './types';

/** Icons are square; the illustration keeps the default 2.76 crop. */
const ICON_ASPECT = 1;

function TitleInputs({ readOnly }: { readOnly: boolean }) {
  return (
    <TranslatedInputs fields={['name']}>
      {(l) => <LimitedTextInput source={`name.${l}`} locale={l} max={CATEGORY_TITLE_MAX} readOnly={readOnly} />}
    </TranslatedInputs>
  );
}

function ActivityFields({ record }: { record?: Category }) {
  const max = CATEGORY_IMAGE_MAX_BYTES;
  return (
    <>
      <TitleInputs readOnly={isPrivate(record)} />
      <ImageInput source="category_icon" maxBytes={max} aspect={ICON_ASPECT} />
      <ImageInput source="category_grey_icon" maxBytes={max} aspect={ICON_ASPECT} />
      <ImageInput source="category_illustration" maxBytes={max} />
      <ColorInput source="category_color" />
    </>
  );
}

/** The activity category form: title per language (read-only when private), three images, a colour. */
export function ActivityCategoryEdit() {
  return (
    <ResourceForm<Category>
      schema={activityCategorySchema}
      editTitle="resources.categories.edit_activity"
      canDelete={(r) => !isPrivate(r)}
      fillBlanks={(r) => !isPrivate(r)}
    >
      {(record) => <ActivityFields record={record} />}
    </ResourceForm>
  );
}

/** The tool category form: a title per language. */
export function ToolCategoryEdit() {
  return (
    <ResourceForm<Category> schema={toolCategorySchema} editTitle="resources.categories.edit_tool" canDelete={(r) => !isPrivate(r)}>
      {(record) => <TitleInputs readOnly={isPrivate(record)} />}
    </ResourceForm>
  );
}

/** `/backend/category/form` with a target id (from the details page): the form of its type. */
export function CategoryEdit() {
  const { targetId } = useTarget();
  const { data } = useGetOne<Category>('categories', { id: targetId ?? '' }, { enabled: targetId !== null });
  if (!data) return null;
  return data.type === 'tool' ? <ToolCategoryEdit /> : <ActivityCategoryEdit />;
}

/** A new category: the tabs choose activity or tool (spec console §2 "form with tabs"). */
export function CategoryCreate() {
  const translate = useTranslate();
  const { state } = useTarget();
  const [type, setType] = useState<CategoryType>(state.type === 'tool' ? 'tool' : 'activity');
  const tabs = (
    <Tabs value={type} onChange={(_, v: CategoryType) => setType(v)}>
      {CATEGORY_TYPES.map((t) => (
        <Tab key={t} value={t} label={translate(`resources.categories.tabs.${t}`)} data-testid={`form-type-${t}`} />
      ))}
    </Tabs>
  );
  return type === 'activity' ? (
    <ResourceForm<Category> key="activity" schema={activityCategorySchema} defaults={{ type: 'activity', category_color: DEFAULT_CATEGORY_COLOR }}>
      {() => (
        <>
          {tabs}
          <ActivityFields />
        </>
      )}
    </ResourceForm>
  ) : (
    <ResourceForm<Category> key="tool" schema={toolCategorySchema} defaults={{ type: 'tool' }}>
      {() => (
        <>
          {tabs}
          <TitleInputs readOnly={false} />
        </>
      )}
    </ResourceForm>
  );
}
