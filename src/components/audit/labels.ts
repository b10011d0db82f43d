import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/** "name.it" → the field `name` in the language `it`; other dotted names are nested fields. */
export function splitField(name: string): { field: string; locale?: string } {
  const m = /^(.+)\.(en|it|pt|es)$/.exec(name);
  return m ? { field: m[1], locale: m[2] } : { field: name };
}

/** A field name as words, when no label names it: `handling_notes` → "Handling notes". */
export const humanize = (name: string) => {
  const text = name.replace(/[._]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * How the audit trail names things: an entity (its own label, else the trail's name of that
 * area), a record ("Tag #12"), an action, and a field of an entity ("Name (IT)").
 */
export function useAuditLabels() {
  const translate = useTranslate();
  const entity = useCallback(
    (name: string, count = 1) =>
      translate(`resources.${name}.name`, { smart_count: count, _: translate(`resources.audit.values.entity.${name}`, { _: humanize(name) }) }),
    [translate],
  );
  const record = useCallback(
    (name: string, id: number | null) => (id === null ? entity(name, 2) : translate('resources.audit.record', { entity: entity(name), id })),
    [translate, entity],
  );
  const action = useCallback((name: string) => translate(`resources.audit.values.action.${name}`, { _: humanize(name) }), [translate]);
  const field = useCallback(
    (entityName: string, name: string) => {
      const { field: base, locale } = splitField(name);
      const text = translate(`resources.${entityName}.fields.${base}`, { _: humanize(base) });
      return locale ? `${text} (${locale.toUpperCase()})` : text;
    },
    [translate],
  );
  return { entity, record, action, field };
}
