import { SelectInput, useTranslate } from 'react-admin';
import { LimitedTextInput } from '../../src/components/form/LimitedTextInput';
import { ResourceForm } from '../../src/components/form/ResourceForm';
import { ResourceList } from '../../src/components/list/ResourceList';
import { ResidentInput } from '../visitors/ResidentInput';
import type { z } from 'zod';
import { LONG_TERM_PASS_CATEGORIES, LONG_TERM_PASS_STATUSES } from './contract';
import type { longTermPassRecord } from './schema';

type LongTermPass = z.output<typeof longTermPassRecord>;

export function DailyHelpList() {
  const translate = useTranslate();
  return (
    <ResourceList<LongTermPass>
      label={(r) => r.name}
      // The contract's columns (`list.columns`); status is its kind's chip, with the passes' labels.
      renders={{
        category: (r) => translate(`Gate.PassCategory.${r.category}`),
        visitor_code: (r) => <strong>{r.visitor_code}</strong>,
      }}
    />
  );
}

/** A long-term pass: helper name, category, the resident they work for, active or suspended. */
export function DailyHelpForm() {
  return (
    <ResourceForm<LongTermPass> defaults={{ status: 'active' }}>
      {(record) => (
        <>
          <LimitedTextInput source="name" max={120} />
          <SelectInput
            source="category"
            choices={LONG_TERM_PASS_CATEGORIES.map((c) => ({ id: c, name: `Gate.PassCategory.${c}` }))}
            sx={{ maxWidth: 320 }}
            fullWidth
          />
          <ResidentInput source="user_id" initial={record ? { id: record.user_id, full_name: record.resident } : null} />
          <SelectInput
            source="status"
            choices={LONG_TERM_PASS_STATUSES.map((s) => ({ id: s, name: `Gate.PassStatus.${s}` }))}
            sx={{ maxWidth: 320 }}
            fullWidth
          />
        </>
      )}
    </ResourceForm>
  );
}
